/** Responsible-gaming limits (amount in force plus a pending change) and the warnings already pushed for them. */
import { stmt, type Db } from '../connection';

export type LimitType = 'deposit' | 'loss';
export type LimitPeriod = 'day' | 'week' | 'month';

export interface LimitRow {
  user_id: number;
  type: LimitType;
  period: LimitPeriod;
  amount_minor: number;
  pending_amount_minor: number | null;
  pending_from: string | null;
}

/** Which limit: its owner, type and period (a limit's row names itself). */
export type LimitKey = Pick<LimitRow, 'user_id' | 'type' | 'period'>;

/** Data access for limits and limit warnings. */
export class LimitsRepository {
  constructor(private readonly db: Db) {}

  /** The user's limits: deposit before loss, day before week before month. */
  list(userId: number): LimitRow[] {
    return stmt(
      this.db,
      `SELECT * FROM rg_limits WHERE user_id = ?
       ORDER BY CASE type WHEN 'deposit' THEN 0 ELSE 1 END, CASE period WHEN 'day' THEN 0 WHEN 'week' THEN 1 ELSE 2 END`,
    ).all(userId) as LimitRow[];
  }

  /** The user's limits with a pending change due at `at`. */
  due(userId: number, at: string): LimitRow[] {
    return stmt(
      this.db,
      'SELECT * FROM rg_limits WHERE user_id = ? AND pending_from IS NOT NULL AND pending_from <= ?',
    ).all(userId, at) as LimitRow[];
  }

  /** Adds a limit in force at once. */
  insert(key: LimitKey, amountMinor: number, at: string): void {
    stmt(this.db, 'INSERT INTO rg_limits (user_id, type, period, amount_minor, updated_at) VALUES (?, ?, ?, ?, ?)').run(
      key.user_id,
      key.type,
      key.period,
      amountMinor,
      at,
    );
  }

  /** Puts `amountMinor` in force at once and drops any pending change. */
  setAmount(key: LimitKey, amountMinor: number, at: string): void {
    stmt(
      this.db,
      'UPDATE rg_limits SET amount_minor = ?, pending_amount_minor = NULL, pending_from = NULL, updated_at = ? WHERE user_id = ? AND type = ? AND period = ?',
    ).run(amountMinor, at, key.user_id, key.type, key.period);
  }

  /** Schedules a change (`null`: removal) from `from` on; the current amount stays in force until then. */
  setPending(key: LimitKey, amountMinor: number | null, from: string, at: string): void {
    stmt(
      this.db,
      'UPDATE rg_limits SET pending_amount_minor = ?, pending_from = ?, updated_at = ? WHERE user_id = ? AND type = ? AND period = ?',
    ).run(amountMinor, from, at, key.user_id, key.type, key.period);
  }

  /** Deletes a limit. */
  remove(key: LimitKey): void {
    stmt(this.db, 'DELETE FROM rg_limits WHERE user_id = ? AND type = ? AND period = ?').run(
      key.user_id,
      key.type,
      key.period,
    );
  }

  /** Records a warning of one threshold in one period; false when it was already recorded (so not pushed twice). */
  recordWarning(key: LimitKey, periodStart: string, percent: number, at: string): boolean {
    return (
      stmt(
        this.db,
        'INSERT OR IGNORE INTO rg_warnings (user_id, type, period, period_start, percent, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(key.user_id, key.type, key.period, periodStart, percent, at).changes > 0
    );
  }
}
