/** The realtime wire contract (contract §4): one typed map of event name → payload per channel kind. */
import type { UserDto } from '../db/repositories/users';
import type { JackpotDto, SettingDto } from '../db/repositories/content';

/** Events on `private-App.Models.User.{uuid}`. */
export interface UserEventMap {
  BalanceChanged: { balance: string; currency_code: string };
  PaymentFulfilled: { amount: string; currency_code: string; balance: string };
  BonusCreatedNotification: { id: number; title: string; amount: string; wager: number };
  BonusFulfilledNotification: { id: number; title: string; amount: string };
  CashRewardNotification: { id: number; amount: string; currency_code: string; description: string };
  FreespinRewardNotification: { id: number; quantity: number; gameTitle: string };
  UserUpdated: { user: UserDto };
  SettingsUpdated: { settings: SettingDto[] };
}

/** Events on the public `common` channel. */
export interface CommonEventMap {
  JackpotsUpdated: { jackpots: JackpotDto[] };
}

export type UserEventName = keyof UserEventMap;
export type CommonEventName = keyof CommonEventMap;

/** The private channel of one user. */
export function userChannel(uuid: string): string {
  return `private-App.Models.User.${uuid}`;
}

export const COMMON_CHANNEL = 'common';
export const PRESENCE_CHANNEL = 'presence-AuthorizedUsers';
