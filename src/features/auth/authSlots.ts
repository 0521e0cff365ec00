import { createContext, type ComponentType } from 'react';

/**
 * Places where other features add to the auth forms without this feature importing them; src/routes fills
 * them. Empty by default, so the forms work alone.
 */
export interface AuthSlots {
  /** Under the sign-in form: other ways to sign in (the Telegram Login Widget). */
  SignInAlternatives?: ComponentType;
}

/** The auth slots the composition root provides. */
export const AuthSlotsContext = createContext<AuthSlots>({});
