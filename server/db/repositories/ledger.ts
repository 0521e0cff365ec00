/** The ledger: every balance change is one row written with the balance update (call inside a transaction). */
import { stmt, type Db } from '../connection';

/** Why a ledger row was written (the account history shows each kind; docs/account-history.md). */
export type LedgerKind =
  | 'opening'
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_refund'
  | 'bonus'
  | 'bonus_fulfilled'
  | 'bonus_forfeit'
  | 'freespin_win'
  | 'cash_reward'
  | 'spin_stake'
  | 'spin_win';

/** What a ledger row refers to (a payment, a bonus, a spin …). */
export interface LedgerRef {
  type: string;
  id: number | string;
}

/** Writes ledger rows together with the balance. */
export class LedgerRepository {
  constructor(private readonly db: Db) {}

  /** Adds `amountMinor` (may be negative) to the balance and records it at `at`; returns the new balance. */
  post(userId: number, amountMinor: number, kind: LedgerKind, at: string, ref?: LedgerRef): number {
    // The users_no_negative_balance trigger aborts the whole transaction if this would go below zero.
    stmt(this.db, 'UPDATE users SET balance_minor = balance_minor + ?, updated_at = ? WHERE id = ?').run(
      amountMinor,
      at,
      userId,
    );
    const balance = (
      stmt(this.db, 'SELECT balance_minor FROM users WHERE id = ?').get(userId) as { balance_minor: number }
    ).balance_minor;
    if (amountMinor < 0) this.keepBonusMoneyWithin(userId, balance);
    stmt(
      this.db,
      'INSERT INTO ledger (user_id, amount_minor, kind, ref_type, ref_id, balance_after_minor, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(userId, amountMinor, kind, ref?.type ?? null, ref === undefined ? null : String(ref.id), balance, at);
    return balance;
  }

  /**
   * Bonus money is spent last: when a debit takes the balance below the bonus money still left in it, that money
   * was lost, so the active bonuses (oldest first) keep only what the balance still holds (docs/wallet.md).
   */
  private keepBonusMoneyWithin(userId: number, balance: number): void {
    const active = stmt(
      this.db,
      "SELECT id, remaining_minor FROM bonuses WHERE user_id = ? AND status = 'active' AND remaining_minor > 0 ORDER BY created_at, id",
    ).all(userId) as { id: number; remaining_minor: number }[];
    let excess = active.reduce((sum, b) => sum + b.remaining_minor, 0) - balance;
    for (const bonus of active) {
      if (excess <= 0) break;
      const lost = Math.min(bonus.remaining_minor, excess);
      stmt(this.db, 'UPDATE bonuses SET remaining_minor = remaining_minor - ? WHERE id = ?').run(lost, bonus.id);
      excess -= lost;
    }
  }

  /** The version of the user's balance: the id of their latest ledger row (kept by a trigger; 0 before any). */
  version(userId: number): number {
    return (
      (
        stmt(this.db, 'SELECT balance_version FROM users WHERE id = ?').get(userId) as
          { balance_version: number } | undefined
      )?.balance_version ?? 0
    );
  }

  /** Sum of a user's ledger (equals the balance). */
  sum(userId: number): number {
    return (
      stmt(this.db, 'SELECT COALESCE(SUM(amount_minor), 0) AS s FROM ledger WHERE user_id = ?').get(userId) as {
        s: number;
      }
    ).s;
  }
}
