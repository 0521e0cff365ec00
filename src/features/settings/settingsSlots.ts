import { createContext, type ComponentType, type ReactNode } from 'react';

/**
 * Places where other features add to the settings page without this feature importing them; src/routes
 * fills them. A block whose slot is empty is not shown.
 */
export interface SettingsSlots {
  /** The «Telegram» block of a signed-in user: whether Telegram is linked, and the widget to link it. */
  TelegramLink?: ComponentType;
  /** The account security blocks of a signed-in user (two-factor sign-in, sessions), framed by `Block`. */
  AccountSecurity?: ComponentType<{ Block: ComponentType<{ id: string; title: string; children: ReactNode }> }>;
  /** The «Лента выигрышей» block of a signed-in user: public name, hide my name, hide my wins. */
  WinsPrivacy?: ComponentType;
}

/** The settings slots the composition root provides. */
export const SettingsSlotsContext = createContext<SettingsSlots>({});
