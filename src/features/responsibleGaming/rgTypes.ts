/** Wire types of the responsible-gaming endpoints (docs/api-wallet.md), kept here until the OpenAPI document lists them. */

export type LimitType = 'deposit' | 'loss';
export type LimitPeriod = 'day' | 'week' | 'month';
export const limitTypes: readonly LimitType[] = ['deposit', 'loss'];
export const limitPeriods: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** One limit; an increase or removal waits until `pending_from` (a removal has `pending_amount` null). */
export interface Limit {
  type: LimitType;
  period: LimitPeriod;
  amount: string;
  used: string;
  pending_amount: string | null;
  pending_from: string | null;
}

/** GET /responsible-gaming. */
export interface ResponsibleGamingOverview {
  limits: Limit[];
  reality_check_minutes: number | null;
  session: { started_at: string; net_result: string };
  excluded_until: string | null;
  exclusion: 'time_out' | 'self_exclusion' | null;
  cooling_off_hours: number;
}

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
