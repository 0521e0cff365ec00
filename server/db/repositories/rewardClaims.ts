/** What the rewards claim centre reads and writes (docs/rewards-claims.md): real-money play per period, and the claims. */
import { stmt, type Db } from '../connection';
import type { PlayerMoneyRow } from './playerMoney';

/** A claimed period of a program. */
export interface RewardClaimRow extends PlayerMoneyRow {
  program: string;
  period_start: string;
  period_end: string;
  base_minor: number;
  rate: string;
  notification_id: number;
}

/** Data access for rakeback and cashback: the ledger's spin rows, and `reward_claims`. */
export class RewardClaimsRepository {
  constructor(private readonly db: Db) {}

  /** Real-money stakes and wins of a player in [from, to), in minor units. */
  play(userId: number, from: string, to: string): { stakes: number; wins: number } {
    return stmt(
      this.db,
      `SELECT COALESCE(-SUM(CASE WHEN kind = 'spin_stake' THEN amount_minor END), 0) AS stakes,
              COALESCE(SUM(CASE WHEN kind = 'spin_win' THEN amount_minor END), 0) AS wins
       FROM ledger WHERE user_id = ? AND kind IN ('spin_stake', 'spin_win') AND created_at >= ? AND created_at < ?`,
    ).get(userId, from, to) as { stakes: number; wins: number };
  }

  /** Whether the period of a program starting at `periodStart` was claimed. */
  claimed(userId: number, program: string, periodStart: string): boolean {
    return (
      stmt(this.db, 'SELECT 1 FROM reward_claims WHERE user_id = ? AND program = ? AND period_start = ?').get(
        userId,
        program,
        periodStart,
      ) !== undefined
    );
  }

  /** Records a claim; false when that period was claimed already (the unique key). */
  insert(claim: Omit<RewardClaimRow, 'id'>): boolean {
    const result = stmt(
      this.db,
      `INSERT OR IGNORE INTO reward_claims
         (user_id, program, period_start, period_end, base_minor, amount_minor, currency_code, rate, notification_id, created_at)
       VALUES (@user_id, @program, @period_start, @period_end, @base_minor, @amount_minor, @currency_code, @rate,
               @notification_id, @created_at)`,
    ).run(claim);
    return result.changes === 1;
  }

  /** The player's latest claim of a program. */
  last(userId: number, program: string): RewardClaimRow | undefined {
    return stmt(this.db, 'SELECT * FROM reward_claims WHERE user_id = ? AND program = ? ORDER BY id DESC LIMIT 1').get(
      userId,
      program,
    ) as RewardClaimRow | undefined;
  }
}
