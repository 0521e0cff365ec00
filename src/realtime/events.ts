/**
 * The realtime wire contract (contract §4) as ONE typed map: event name → payload, the channel it comes on,
 * and a guard that validates the payload at the boundary. The listeners, the action creators
 * (`realtimeActions.ts`) and the reducers are all driven from this map.
 */
import type { Jackpot, Setting, User, Withdrawal } from '@/api/types';
import { isArrayOf, isCount, isCurrencyCode, isId, isMoney, isRecord, isText } from './guards';

/** Events on the public `common` channel. */
export interface CommonEventMap {
  JackpotsUpdated: { jackpots: Jackpot[] };
}

/** Events on `private-App.Models.User.{uuid}`. */
export interface UserEventMap {
  BalanceChanged: { balance: string; currency_code: string };
  PaymentFulfilled: { amount: string; currency_code: string; balance: string };
  BonusCreatedNotification: { id: number | string; title: string; amount: string; wager: number };
  BonusFulfilledNotification: { id: number | string; title: string; amount: string };
  CashRewardNotification: { id: number | string; amount: string; currency_code: string; description: string };
  FreespinRewardNotification: { id: number | string; quantity: number; gameTitle: string };
  UserUpdated: { user: User };
  SettingsUpdated: { settings: Setting[] };
  WithdrawalStatusChanged: { withdrawal: Withdrawal };
  PaymentDeclined: { id: number | string; amount: string; currency_code: string };
  LimitWarning: { type: 'deposit' | 'loss'; period: 'day' | 'week' | 'month'; amount: string; used: string; percent: 80 | 100 };
}

/** Every event the SPA listens to, by its short (broadcastAs) name. */
export type WireEventMap = CommonEventMap & UserEventMap;
export type WireEventName = keyof WireEventMap;
export type CommonEventName = keyof CommonEventMap;
export type UserEventName = keyof UserEventMap;

/** A payload guard: true when `data` has the shape of event E's payload. */
export type PayloadGuard<E extends WireEventName> = (data: unknown) => data is WireEventMap[E];

/** Public channel every visitor listens to. */
export const COMMON_CHANNEL = 'common';
/** Presence channel of signed-in players, as Echo names it (`join()` adds the `presence-` prefix). */
export const PRESENCE_CHANNEL = 'AuthorizedUsers';

/** The private channel of one user, as Echo names it (`private()` adds the `private-` prefix). */
export function userChannelName(uuid: string): string {
  return `App.Models.User.${uuid}`;
}

const isJackpot = (v: unknown): v is Jackpot =>
  isRecord(v) && isId(v.id) && isText(v.name, 200) && isMoney(v.amount) && isCurrencyCode(v.currency_code);

const isSetting = (v: unknown): v is Setting => isRecord(v) && isText(v.key, 200) && 'value' in v;

/** The fields of `user` the SPA relies on (contract §3 shape). */
export const isUser = (v: unknown): v is User =>
  isRecord(v) &&
  isText(v.uuid, 64) && v.uuid !== '' &&
  isText(v.email, 320) &&
  (v.email_verified_at === null || isText(v.email_verified_at, 64)) &&
  isArrayOf(v.roles, (r): r is User['roles'][number] => isText(r, 64)) &&
  isMoney(v.balance) &&
  isRecord(v.currency) && isCurrencyCode(v.currency.code) && isMoney(v.currency.usd_rate);

const withdrawalStatuses: readonly string[] = ['pending', 'approved', 'rejected', 'cancelled'];
const isWithdrawal = (v: unknown): v is Withdrawal =>
  isRecord(v) && isId(v.id) && isMoney(v.amount) && isCurrencyCode(v.currency_code) && isText(v.method, 64) && isText(v.created_at, 64) &&
  typeof v.status === 'string' && withdrawalStatuses.includes(v.status);

const guards: { [E in WireEventName]: PayloadGuard<E> } = {
  JackpotsUpdated: (d): d is CommonEventMap['JackpotsUpdated'] => isRecord(d) && isArrayOf(d.jackpots, isJackpot),
  BalanceChanged: (d): d is UserEventMap['BalanceChanged'] => isRecord(d) && isMoney(d.balance) && isCurrencyCode(d.currency_code),
  PaymentFulfilled: (d): d is UserEventMap['PaymentFulfilled'] =>
    isRecord(d) && isMoney(d.amount) && isMoney(d.balance) && isCurrencyCode(d.currency_code),
  BonusCreatedNotification: (d): d is UserEventMap['BonusCreatedNotification'] =>
    isRecord(d) && isId(d.id) && isText(d.title, 500) && isMoney(d.amount) && isCount(d.wager),
  BonusFulfilledNotification: (d): d is UserEventMap['BonusFulfilledNotification'] =>
    isRecord(d) && isId(d.id) && isText(d.title, 500) && isMoney(d.amount),
  CashRewardNotification: (d): d is UserEventMap['CashRewardNotification'] =>
    isRecord(d) && isId(d.id) && isMoney(d.amount) && isCurrencyCode(d.currency_code) && isText(d.description),
  FreespinRewardNotification: (d): d is UserEventMap['FreespinRewardNotification'] =>
    isRecord(d) && isId(d.id) && isCount(d.quantity) && isText(d.gameTitle, 500),
  UserUpdated: (d): d is UserEventMap['UserUpdated'] => isRecord(d) && isUser(d.user),
  SettingsUpdated: (d): d is UserEventMap['SettingsUpdated'] => isRecord(d) && isArrayOf(d.settings, isSetting),
  WithdrawalStatusChanged: (d): d is UserEventMap['WithdrawalStatusChanged'] => isRecord(d) && isWithdrawal(d.withdrawal),
  PaymentDeclined: (d): d is UserEventMap['PaymentDeclined'] => isRecord(d) && isId(d.id) && isMoney(d.amount) && isCurrencyCode(d.currency_code),
  LimitWarning: (d): d is UserEventMap['LimitWarning'] =>
    isRecord(d) && (d.type === 'deposit' || d.type === 'loss') && (d.period === 'day' || d.period === 'week' || d.period === 'month') &&
    isMoney(d.amount) && isMoney(d.used) && (d.percent === 80 || d.percent === 100),
};

/** Validates one event's payload against the map. */
export function isValidPayload<E extends WireEventName>(event: E, data: unknown): data is WireEventMap[E] {
  return (guards[event] as PayloadGuard<E>)(data);
}

/** Names of the events on `common`, in a stable order (drives the listeners). */
export const commonEventNames: readonly CommonEventName[] = ['JackpotsUpdated'];

/** Names of the events on the user's private channel, in a stable order (drives the listeners). */
export const userEventNames: readonly UserEventName[] = [
  'BalanceChanged',
  'PaymentFulfilled',
  'BonusCreatedNotification',
  'BonusFulfilledNotification',
  'CashRewardNotification',
  'FreespinRewardNotification',
  'UserUpdated',
  'SettingsUpdated',
  'WithdrawalStatusChanged',
  'PaymentDeclined',
  'LimitWarning',
];

/** The notification events: each one prepends to the live feed, bumps the unread count and shows a toast. */
export const notificationEventNames = [
  'PaymentFulfilled',
  'BonusCreatedNotification',
  'BonusFulfilledNotification',
  'CashRewardNotification',
  'FreespinRewardNotification',
] as const satisfies readonly UserEventName[];
export type NotificationEventName = (typeof notificationEventNames)[number];

/** The member info the presence channel carries (no e-mail, no balance). */
export interface PresenceMember {
  name: string;
}
