/**
 * Responsible gaming, enforced by the server: deposit and loss limits per calendar period (UTC; a decrease
 * applies at once, an increase or removal after a cooling-off period), the reality-check setting, time-out and
 * self-exclusion (tokens revoked, sign-in refused until the end), and LimitWarning pushes at 80% and 100%.
 */
import { stmt } from '../db/connection';
import type { UserRow } from '../db/repositories/users';
import { formatMoney } from '../lib/money';
import { DomainError, type Domain } from './index';

export type LimitType = 'deposit' | 'loss';
export type LimitPeriod = 'day' | 'week' | 'month';
export type ExclusionKind = 'time_out' | 'self_exclusion';

export const LIMIT_TYPES: readonly LimitType[] = ['deposit', 'loss'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** Hours an increase (or removal) of a limit waits before it applies. */
export const COOLING_OFF_HOURS = 24;

/** Time-out durations the API accepts. */
export const TIME_OUT_DURATIONS = { '24h': 1, '7d': 7, '30d': 30, '42d': 42 } as const;
export type TimeOutDuration = keyof typeof TIME_OUT_DURATIONS;

const PERIOD_WORDS: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };
const PERIOD_NAMES_RU: Record<LimitPeriod, string> = { day: 'дневной', week: 'недельный', month: 'месячный' };

export interface LimitDto {
  type: LimitType;
  period: LimitPeriod;
  amount: string;
  used: string;
  pending_amount: string | null;
  pending_from: string | null;
}

interface LimitRow {
  user_id: number;
  type: LimitType;
  period: LimitPeriod;
  amount_minor: number;
  pending_amount_minor: number | null;
  pending_from: string | null;
}

interface SettingsRow {
  reality_check_minutes: number | null;
  excluded_until: string | null;
  exclusion: ExclusionKind | null;
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
  constructor(private readonly domain: Domain) {}

  private now(): number {
    return this.domain.clock.now();
  }

  private money(user: UserRow, minor: number): string {
    return formatMoney(minor, this.domain.decimalsOf(user));
  }

  /** Applies increases and removals whose cooling-off has ended, then returns the user's limits. */
  private rows(userId: number): LimitRow[] {
    const db = this.domain.db;
    const nowIso = new Date(this.now()).toISOString();
    const due = stmt(db, 'SELECT * FROM rg_limits WHERE user_id = ? AND pending_from IS NOT NULL AND pending_from <= ?').all(userId, nowIso) as LimitRow[];
    for (const r of due) {
      if (r.pending_amount_minor === null) stmt(db, 'DELETE FROM rg_limits WHERE user_id = ? AND type = ? AND period = ?').run(userId, r.type, r.period);
      else stmt(db, 'UPDATE rg_limits SET amount_minor = ?, pending_amount_minor = NULL, pending_from = NULL, updated_at = ? WHERE user_id = ? AND type = ? AND period = ?').run(r.pending_amount_minor, nowIso, userId, r.type, r.period);
    }
    return stmt(db, "SELECT * FROM rg_limits WHERE user_id = ? ORDER BY CASE type WHEN 'deposit' THEN 0 ELSE 1 END, CASE period WHEN 'day' THEN 0 WHEN 'week' THEN 1 ELSE 2 END").all(userId) as LimitRow[];
  }

  /** Money counted against a limit in the current period: fulfilled deposits, or net real-money losses. */
  used(userId: number, type: LimitType, period: LimitPeriod): number {
    const since = periodStart(period, this.now()).toISOString();
    if (type === 'deposit') {
      return (stmt(this.domain.db, "SELECT COALESCE(SUM(amount_minor), 0) AS s FROM payments WHERE user_id = ? AND status = 'fulfilled' AND completed_at >= ?").get(userId, since) as { s: number }).s;
    }
    const net = (stmt(this.domain.db, "SELECT COALESCE(SUM(stake_minor - win_minor), 0) AS s FROM spins WHERE user_id = ? AND mode = 'real' AND created_at >= ?").get(userId, since) as { s: number }).s;
    return Math.max(0, net);
  }

  private dto(user: UserRow, r: LimitRow): LimitDto {
    return {
      type: r.type,
      period: r.period,
      amount: this.money(user, r.amount_minor),
      used: this.money(user, this.used(user.id, r.type, r.period)),
      pending_amount: r.pending_amount_minor === null ? null : this.money(user, r.pending_amount_minor),
      pending_from: r.pending_from,
    };
  }

  /** The player's limits in force (with pending changes). */
  limits(user: UserRow): LimitDto[] {
    return this.domain.db.transaction(() => this.rows(user.id).map((r) => this.dto(user, r)))();
  }

  /**
   * Sets, raises, lowers or removes (`null`) a limit. A new limit or a decrease applies at once; an increase or
   * a removal waits COOLING_OFF_HOURS (the current amount stays in force until `pending_from`).
   */
  setLimit(user: UserRow, type: LimitType, period: LimitPeriod, amountMinor: number | null): LimitDto | null {
    return this.domain.db.transaction(() => {
      const db = this.domain.db;
      const nowIso = new Date(this.now()).toISOString();
      const current = this.rows(user.id).find((r) => r.type === type && r.period === period);
      if (!current) {
        if (amountMinor === null) return null;
        stmt(db, 'INSERT INTO rg_limits (user_id, type, period, amount_minor, updated_at) VALUES (?, ?, ?, ?, ?)').run(user.id, type, period, amountMinor, nowIso);
      } else if (amountMinor !== null && amountMinor <= current.amount_minor) {
        stmt(db, 'UPDATE rg_limits SET amount_minor = ?, pending_amount_minor = NULL, pending_from = NULL, updated_at = ? WHERE user_id = ? AND type = ? AND period = ?').run(amountMinor, nowIso, user.id, type, period);
      } else {
        const from = new Date(this.now() + COOLING_OFF_HOURS * 3_600_000).toISOString();
        stmt(db, 'UPDATE rg_limits SET pending_amount_minor = ?, pending_from = ?, updated_at = ? WHERE user_id = ? AND type = ? AND period = ?').run(amountMinor, from, nowIso, user.id, type, period);
      }
      const row = this.rows(user.id).find((r) => r.type === type && r.period === period) as LimitRow;
      return this.dto(user, row);
    })();
  }

  private refusal(user: UserRow, type: LimitType, amountMinor: number): string | null {
    for (const r of this.rows(user.id)) {
      if (r.type !== type) continue;
      const used = this.used(user.id, type, r.period);
      if (used + amountMinor > r.amount_minor) {
        const left = Math.max(0, r.amount_minor - used);
        const what = type === 'deposit' ? 'deposit' : 'loss';
        return `This exceeds your ${PERIOD_WORDS[r.period]} ${what} limit of ${this.money(user, r.amount_minor)} ${user.currency_code} (${this.money(user, left)} ${user.currency_code} left).`;
      }
    }
    return null;
  }

  /** Why a deposit of `amountMinor` is refused by a deposit limit (null when allowed). */
  depositRefusal(user: UserRow, amountMinor: number): string | null {
    return this.refusal(user, 'deposit', amountMinor);
  }

  /** Why a real-money stake is refused by a loss limit (a stake could all be lost; null when allowed). */
  lossRefusal(user: UserRow, stakeMinor: number): string | null {
    return this.refusal(user, 'loss', stakeMinor);
  }

  /** Pushes LimitWarning once per period and threshold when a limit of `type` reaches 80% or 100%. */
  warnIfNear(user: UserRow, type: LimitType): void {
    const warnings = this.domain.db.transaction(() => {
      const out: { period: LimitPeriod; amount: string; used: string; percent: 80 | 100 }[] = [];
      for (const r of this.rows(user.id)) {
        if (r.type !== type) continue;
        const used = this.used(user.id, type, r.period);
        const reached = ([100, 80] as const).filter((p) => used * 100 >= r.amount_minor * p);
        const start = periodStart(r.period, this.now()).toISOString();
        const fresh = reached.filter(
          (p) => stmt(this.domain.db, 'INSERT OR IGNORE INTO rg_warnings (user_id, type, period, period_start, percent, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(user.id, type, r.period, start, p, new Date(this.now()).toISOString()).changes > 0,
        );
        // One push (and one notification) per crossing: the highest threshold newly reached.
        const top = fresh[0];
        if (top === undefined) continue;
        const warning = { period: r.period, amount: this.money(user, r.amount_minor), used: this.money(user, used), percent: top };
        const limitName = `${PERIOD_NAMES_RU[r.period]} лимит ${type === 'deposit' ? 'депозитов' : 'проигрыша'}`;
        const body = top === 100
          ? `Вы достигли лимита: ${limitName} ${warning.amount} ${user.currency_code} исчерпан.`
          : `Использовано ${top}%: ${limitName} — ${warning.used} из ${warning.amount} ${user.currency_code}.`;
        this.domain.player.notify(user.id, 'System', 'Лимит ответственной игры', body, { event: 'LimitWarning', type, ...warning }, new Date(this.now()).toISOString());
        out.push(warning);
      }
      return out;
    })();
    for (const w of warnings) void this.domain.publisher.toUser(user.uuid, 'LimitWarning', { type, ...w });
  }

  private settings(userId: number): SettingsRow {
    return (stmt(this.domain.db, 'SELECT reality_check_minutes, excluded_until, exclusion FROM rg_settings WHERE user_id = ?').get(userId) as SettingsRow | undefined) ?? {
      reality_check_minutes: null,
      excluded_until: null,
      exclusion: null,
    };
  }

  private upsertSettings(userId: number, fields: Partial<SettingsRow>): void {
    const s = { ...this.settings(userId), ...fields };
    stmt(this.domain.db, `INSERT INTO rg_settings (user_id, reality_check_minutes, excluded_until, exclusion, updated_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT(user_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes, excluded_until = excluded.excluded_until,
      exclusion = excluded.exclusion, updated_at = excluded.updated_at`).run(userId, s.reality_check_minutes, s.excluded_until, s.exclusion, new Date(this.now()).toISOString());
  }

  /** The running exclusion of a user, or null once it has ended. */
  exclusion(userId: number): { until: string; kind: ExclusionKind } | null {
    const s = this.settings(userId);
    if (!s.excluded_until || !s.exclusion || Date.parse(s.excluded_until) <= this.now()) return null;
    return { until: s.excluded_until, kind: s.exclusion };
  }

  /** The 403 message for an excluded user (sign-in, play), or null when not excluded. */
  exclusionMessage(userId: number): { message: string; excluded_until: string } | null {
    const e = this.exclusion(userId);
    if (!e) return null;
    const what = e.kind === 'time_out' ? 'You are taking a time-out' : 'Your account is self-excluded';
    return { message: `${what} until ${formatUtc(e.until)}. You can sign in again after that.`, excluded_until: e.until };
  }

  /**
   * Starts a time-out or self-exclusion and revokes every token of the player. A running exclusion that ends
   * later is kept (an exclusion can be extended, never shortened).
   */
  exclude(user: UserRow, kind: ExclusionKind, until: Date): { excluded_until: string; message: string } {
    const result = this.domain.db.transaction(() => {
      const running = this.exclusion(user.id);
      const keep = running && Date.parse(running.until) >= until.getTime();
      const final = keep ? running : { until: until.toISOString(), kind };
      if (!keep) this.upsertSettings(user.id, { excluded_until: final.until, exclusion: final.kind });
      stmt(this.domain.db, 'DELETE FROM tokens WHERE user_id = ?').run(user.id);
      return final;
    })();
    const what = result.kind === 'time_out' ? 'Your time-out has started' : 'Your self-exclusion has started';
    return { excluded_until: result.until, message: `${what}. You have been signed out and cannot sign in until ${formatUtc(result.until)}.` };
  }

  /** Starts a time-out of one of the allowed durations. */
  timeOut(user: UserRow, duration: TimeOutDuration) {
    return this.exclude(user, 'time_out', new Date(this.now() + TIME_OUT_DURATIONS[duration] * 86_400_000));
  }

  /** Starts a self-exclusion of `months` calendar months. */
  selfExclude(user: UserRow, months: number) {
    if (months < 6) throw new DomainError(422, 'A self-exclusion lasts at least 6 months.', { months: ['A self-exclusion lasts at least 6 months.'] });
    const until = new Date(this.now());
    until.setUTCMonth(until.getUTCMonth() + months);
    return this.exclude(user, 'self_exclusion', until);
  }

  /** Sets (or clears with null) the reality-check interval in minutes. */
  setRealityCheck(user: UserRow, minutes: number | null): { reality_check_minutes: number | null } {
    this.upsertSettings(user.id, { reality_check_minutes: minutes });
    return { reality_check_minutes: this.settings(user.id).reality_check_minutes };
  }

  /** GET /responsible-gaming: limits, reality check, the current session's net result and any exclusion. */
  overview(user: UserRow, sessionStartedAt: string) {
    const s = this.settings(user.id);
    const e = this.exclusion(user.id);
    const net = (stmt(this.domain.db, "SELECT COALESCE(SUM(win_minor - stake_minor), 0) AS s FROM spins WHERE user_id = ? AND mode = 'real' AND created_at >= ?").get(user.id, sessionStartedAt) as { s: number }).s;
    return {
      limits: this.limits(user),
      reality_check_minutes: s.reality_check_minutes,
      session: { started_at: sessionStartedAt, net_result: this.money(user, net) },
      excluded_until: e?.until ?? null,
      exclusion: e?.kind ?? null,
      cooling_off_hours: COOLING_OFF_HOURS,
    };
  }
}
