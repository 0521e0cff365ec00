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
  /** issue 7: a withdrawal was approved, rejected or cancelled */
  WithdrawalStatusChanged: { withdrawal: { id: number; amount: string; currency_code: string; method: string; status: string; created_at: string } };
  /** issue 7: the payment provider declined a deposit (or a deposit limit refused it at fulfilment) */
  PaymentDeclined: { id: number; amount: string; currency_code: string };
  /** issue 7: a deposit or loss limit reached 80% or 100% in its period */
  LimitWarning: { type: 'deposit' | 'loss'; period: 'day' | 'week' | 'month'; amount: string; used: string; percent: 80 | 100 };
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
