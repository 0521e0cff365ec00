/**
 * Responsible gaming, enforced by the server: deposit and loss limits per calendar period (UTC; a decrease
 * applies at once, an increase or removal after a cooling-off period), the reality-check setting, time-out and
 * self-exclusion (tokens revoked, sign-in refused until the end), and LimitWarning pushes at 80% and 100%.
 */
import type { UserRow } from '../db/repositories/users';
import type { LimitKey, LimitPeriod, LimitRow, LimitType } from '../db/repositories/limits';
import type { ExclusionKind } from '../db/repositories/rgSettings';
import type { AccessTokens } from './accessTokens';
import { isoNow, userMoney, type DomainContext } from './context';
import { invalidField } from './errors';
import { money, renderMessage, text, type Text } from '../i18n';

export type { ExclusionKind, LimitPeriod, LimitType };

/** Hours an increase (or removal) of a limit waits before it applies. */
export const COOLING_OFF_HOURS = 24;

/** Time-out durations the API accepts. */
export const TIME_OUT_DURATIONS = { '24h': 1, '7d': 7, '30d': 30, '42d': 42 } as const;
export type TimeOutDuration = keyof typeof TIME_OUT_DURATIONS;

export interface LimitDto {
  type: LimitType;
  period: LimitPeriod;
  amount: string;
  used: string;
  pending_amount: string | null;
  pending_from: string | null;
}

/** Start of the calendar period (UTC) containing `now`: midnight, Monday midnight, or the 1st of the month. */
export function periodStart(period: LimitPeriod, now: number): Date {
  const d = new Date(now);
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  if (period === 'day') return day;
  if (period === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}

/** `dd.MM.yyyy, HH:mm UTC` (the contract's date format, in UTC because the server does not know the player's zone). */
export function formatUtc(iso: string): string {
  const d = new Date(iso);
  const p = (n: number): string => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}.${p(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}, ${p(d.getUTCHours())}:${p(d.getUTCMinutes())} UTC`;
}

/** Limits, exclusions and warnings of one player. */
export class ResponsibleGaming {
  constructor(
    private readonly ctx: DomainContext,
    private readonly tokens: AccessTokens,
  ) {}

  /** Applies increases and removals whose cooling-off has ended, then returns the user's limits. */
  private rows(userId: number): LimitRow[] {
    const { limits } = this.ctx.repos;
    const now = isoNow(this.ctx);
    for (const r of limits.due(userId, now)) {
      if (r.pending_amount_minor === null) limits.remove(r);
      else limits.setAmount(r, r.pending_amount_minor, now);
    }
    return limits.list(userId);
  }

  /** Money counted against a limit in the current period: fulfilled deposits, or net real-money losses. */
  used(userId: number, type: LimitType, period: LimitPeriod): number {
    const since = periodStart(period, this.ctx.clock.now()).toISOString();
    if (type === 'deposit') return this.ctx.repos.payments.fulfilledSince(userId, since);
    return Math.max(0, this.ctx.repos.gameSessions.realLossSince(userId, since));
  }

  private dto(user: UserRow, r: LimitRow): LimitDto {
    return {
      type: r.type,
      period: r.period,
      amount: userMoney(this.ctx, user, r.amount_minor),
      used: userMoney(this.ctx, user, this.used(user.id, r.type, r.period)),
      pending_amount: r.pending_amount_minor === null ? null : userMoney(this.ctx, user, r.pending_amount_minor),
      pending_from: r.pending_from,
    };
  }

  /** The player's limits in force (with pending changes). */
  limits(user: UserRow): LimitDto[] {
    return this.ctx.transaction(() => this.rows(user.id).map((r) => this.dto(user, r)));
  }

  /**
   * Sets, raises, lowers or removes (`null`) a limit. A new limit or a decrease applies at once; an increase or
   * a removal waits COOLING_OFF_HOURS (the current amount stays in force until `pending_from`).
   */
  setLimit(user: UserRow, type: LimitType, period: LimitPeriod, amountMinor: number | null): LimitDto | null {
    return this.ctx.transaction(() => {
      const { limits } = this.ctx.repos;
      const key: LimitKey = { user_id: user.id, type, period };
      const now = isoNow(this.ctx);
      const current = this.rows(user.id).find((r) => r.type === type && r.period === period);
      if (!current) {
        if (amountMinor === null) return null;
        limits.insert(key, amountMinor, now);
      } else if (amountMinor !== null && amountMinor <= current.amount_minor) {
        limits.setAmount(key, amountMinor, now);
      } else {
        limits.setPending(
          key,
          amountMinor,
          new Date(this.ctx.clock.now() + COOLING_OFF_HOURS * 3_600_000).toISOString(),
          now,
        );
      }
      const row = this.rows(user.id).find((r) => r.type === type && r.period === period) as LimitRow;
      return this.dto(user, row);
    });
  }

  private refusal(user: UserRow, type: LimitType, amountMinor: number): Text | null {
    for (const r of this.rows(user.id)) {
      if (r.type !== type) continue;
      const used = this.used(user.id, type, r.period);
      if (used + amountMinor > r.amount_minor) {
        const left = Math.max(0, r.amount_minor - used);
        return text(`rg.limit_exceeded.${type}.${r.period}`, {
          limit: money(userMoney(this.ctx, user, r.amount_minor), user.currency_code),
          left: money(userMoney(this.ctx, user, left), user.currency_code),
        });
      }
    }
    return null;
  }

  /** Why a deposit of `amountMinor` is refused by a deposit limit (null when allowed). */
  depositRefusal(user: UserRow, amountMinor: number): Text | null {
    return this.refusal(user, 'deposit', amountMinor);
  }

  /** Why a real-money stake is refused by a loss limit (a stake could all be lost; null when allowed). */
  lossRefusal(user: UserRow, stakeMinor: number): Text | null {
    return this.refusal(user, 'loss', stakeMinor);
  }

  /** Pushes LimitWarning once per period and threshold when a limit of `type` reaches 80% or 100%. */
  warnIfNear(user: UserRow, type: LimitType): void {
    const warnings = this.ctx.transaction(() => {
      const out: { period: LimitPeriod; amount: string; used: string; percent: 80 | 100 }[] = [];
      const now = isoNow(this.ctx);
      for (const r of this.rows(user.id)) {
        if (r.type !== type) continue;
        const used = this.used(user.id, type, r.period);
        const reached = ([100, 80] as const).filter((p) => used * 100 >= r.amount_minor * p);
        const start = periodStart(r.period, this.ctx.clock.now()).toISOString();
        const fresh = reached.filter((p) => this.ctx.repos.limits.recordWarning(r, start, p, now));
        // One push (and one notification) per crossing: the highest threshold newly reached.
        const top = fresh[0];
        if (top === undefined) continue;
        const warning = {
          period: r.period,
          amount: userMoney(this.ctx, user, r.amount_minor),
          used: userMoney(this.ctx, user, used),
          percent: top,
        };
        // Stored in Russian, the site's first language; readers get it in theirs from the data (i18n/notifications.ts).
        const body = renderMessage('ru', `notification.LimitWarning.${top === 100 ? 'reached' : 'used'}.${type}`, {
          period: renderMessage('ru', `period.${r.period}`),
          amount: money(warning.amount, user.currency_code),
          used: money(warning.used, user.currency_code),
          percent: top,
        });
        this.ctx.repos.notifications.add(
          user.id,
          'System',
          'Лимит ответственной игры',
          body,
          { event: 'LimitWarning', type, ...warning },
          now,
        );
        out.push(warning);
      }
      return out;
    });
    for (const w of warnings) void this.ctx.publisher.toUser(user.uuid, 'LimitWarning', { type, ...w });
  }

  /** The running exclusion of a user, or null once it has ended. */
  exclusion(userId: number): { until: string; kind: ExclusionKind } | null {
    const s = this.ctx.repos.rgSettings.get(userId);
    if (!s.excluded_until || !s.exclusion || Date.parse(s.excluded_until) <= this.ctx.clock.now()) return null;
    return { until: s.excluded_until, kind: s.exclusion };
  }

  /** The 403 message for an excluded user (sign-in, play), or null when not excluded. */
  exclusionMessage(userId: number): { message: Text; excluded_until: string } | null {
    const e = this.exclusion(userId);
    if (!e) return null;
    return {
      message: text(e.kind === 'time_out' ? 'rg.time_out_until' : 'rg.self_excluded_until', {
        until: formatUtc(e.until),
      }),
      excluded_until: e.until,
    };
  }

  /**
   * Starts a time-out or self-exclusion, revokes every token of the player and closes their realtime sockets. A
   * running exclusion that ends later is kept (an exclusion can be extended, never shortened).
   */
  exclude(user: UserRow, kind: ExclusionKind, until: Date): { excluded_until: string; message: Text } {
    const result = this.ctx.transaction(() => {
      const running = this.exclusion(user.id);
      const keep = running && Date.parse(running.until) >= until.getTime();
      const final = keep ? running : { until: until.toISOString(), kind };
      if (!keep)
        this.ctx.repos.rgSettings.update(
          user.id,
          { excluded_until: final.until, exclusion: final.kind },
          isoNow(this.ctx),
        );
      this.tokens.revokeAll(user);
      return final;
    });
    return {
      excluded_until: result.until,
      message: text(result.kind === 'time_out' ? 'rg.time_out_started' : 'rg.self_exclusion_started', {
        until: formatUtc(result.until),
      }),
    };
  }

  /** Starts a time-out of one of the allowed durations. */
  timeOut(user: UserRow, duration: TimeOutDuration) {
    return this.exclude(user, 'time_out', new Date(this.ctx.clock.now() + TIME_OUT_DURATIONS[duration] * 86_400_000));
  }

  /** Starts a self-exclusion of `months` calendar months. */
  selfExclude(user: UserRow, months: number) {
    if (months < 6) throw invalidField('months', text('rg.self_exclusion_minimum', { months: 6 }));
    const until = new Date(this.ctx.clock.now());
    until.setUTCMonth(until.getUTCMonth() + months);
    return this.exclude(user, 'self_exclusion', until);
  }

  /** Sets (or clears with null) the reality-check interval in minutes. */
  setRealityCheck(user: UserRow, minutes: number | null): { reality_check_minutes: number | null } {
    this.ctx.repos.rgSettings.update(user.id, { reality_check_minutes: minutes }, isoNow(this.ctx));
    return { reality_check_minutes: this.ctx.repos.rgSettings.get(user.id).reality_check_minutes };
  }

  /** GET /responsible-gaming: limits, reality check, the current session's net result and any exclusion. */
  overview(user: UserRow, sessionStartedAt: string) {
    const s = this.ctx.repos.rgSettings.get(user.id);
    const e = this.exclusion(user.id);
    const net = -this.ctx.repos.gameSessions.realLossSince(user.id, sessionStartedAt);
    return {
      limits: this.limits(user),
      reality_check_minutes: s.reality_check_minutes,
      session: { started_at: sessionStartedAt, net_result: userMoney(this.ctx, user, net) },
      excluded_until: e?.until ?? null,
      exclusion: e?.kind ?? null,
      cooling_off_hours: COOLING_OFF_HOURS,
    };
  }
}
