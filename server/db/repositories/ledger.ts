/** The ledger: every balance change is one row written with the balance update (call inside a transaction). */
import { stmt, type Db } from '../connection';

/** Why a ledger row was written. */
export type LedgerKind =
  | 'opening'
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_refund'
  | 'bonus'
  | 'bonus_fulfilled'
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
    stmt(this.db, 'UPDATE users SET balance_minor = balance_minor + ?, updated_at = ? WHERE id = ?').run(amountMinor, at, userId);
    const balance = (stmt(this.db, 'SELECT balance_minor FROM users WHERE id = ?').get(userId) as { balance_minor: number }).balance_minor;
    stmt(this.db, 'INSERT INTO ledger (user_id, amount_minor, kind, ref_type, ref_id, balance_after_minor, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      userId, amountMinor, kind, ref?.type ?? null, ref === undefined ? null : String(ref.id), balance, at,
    );
    return balance;
  }

  /** The version of the user's balance: the id of their latest ledger row (kept by a trigger; 0 before any). */
  version(userId: number): number {
    return (stmt(this.db, 'SELECT balance_version FROM users WHERE id = ?').get(userId) as { balance_version: number } | undefined)?.balance_version ?? 0;
  }

  /** Sum of a user's ledger (equals the balance). */
  sum(userId: number): number {
    return (stmt(this.db, 'SELECT COALESCE(SUM(amount_minor), 0) AS s FROM ledger WHERE user_id = ?').get(userId) as { s: number }).s;
  }
}
