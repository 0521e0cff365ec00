/** Wire types of the responsible-gaming endpoints: the OpenAPI schemas plus the choices the panel offers. */
import type { Limit, ResponsibleGaming } from '@/api/types';

export type { Limit } from '@/api/types';
/** GET /responsible-gaming. */
export type ResponsibleGamingOverview = ResponsibleGaming;

export type LimitType = Limit['type'];
export type LimitPeriod = Limit['period'];
export const limitTypes: readonly LimitType[] = ['deposit', 'loss'];
export const limitPeriods: readonly LimitPeriod[] = ['day', 'week', 'month'];
/** The message key of each limit type's and period's name. */
export const limitTypeKeys = { deposit: 'typeDeposit', loss: 'typeLoss' } as const;
export const limitPeriodKeys = { day: 'periodDay', week: 'periodWeek', month: 'periodMonth' } as const;

export type TimeOutDuration = '24h' | '7d' | '30d' | '42d';
export const timeOutDurations: readonly TimeOutDuration[] = ['24h', '7d', '30d', '42d'];
export type ExclusionMonths = 6 | 12 | 60;
export const exclusionMonths: readonly ExclusionMonths[] = [6, 12, 60];

/** Reality-check intervals offered (the server accepts 5..240 minutes). */
export const realityCheckChoices: readonly number[] = [5, 15, 30, 60, 120, 240];

/** Time-out and self-exclusion answer; every token of the player is revoked by then. */
export interface ExclusionAnswer {
  excluded_until: string;
  message: string;
}
