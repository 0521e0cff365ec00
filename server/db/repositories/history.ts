/**
 * The account history: a player's ledger rows, newest first, with what each row refers to (the payment's method, the
 * bonus's title, the game of a spin or of a free-spin pack, a cash prize's description), filtered by kind and time.
 */
import { figure, stmt, type Db } from '../connection';
import type { LedgerKind } from './ledger';

/** What the history is narrowed to: kinds (none: all) and a half-open time range `[from, before)` of ISO times. */
export interface HistoryFilter {
  kinds: readonly LedgerKind[];
  from?: string;
  before?: string;
}

/** One ledger row with the names its description is made of. */
export interface HistoryRow {
  id: number;
  kind: LedgerKind;
  amount_minor: number;
  balance_after_minor: number;
  created_at: string;
  ref_id: string | null;
  payment_method: string | null;
  bonus_title: string | null;
  game_title: string | null;
  reward_data: string | null;
}

/** The joins that name what a row refers to; each ref type joins its own table only. */
const SELECT = `
SELECT l.id, l.kind, l.amount_minor, l.balance_after_minor, l.created_at, l.ref_id,
  p.method AS payment_method,
  b.title AS bonus_title,
  COALESCE(sg.title, fg.title) AS game_title,
  n.data AS reward_data
FROM ledger l
LEFT JOIN payments p ON l.ref_type = 'payment' AND p.id = CAST(l.ref_id AS INTEGER)
LEFT JOIN bonuses b ON l.ref_type = 'bonus' AND b.id = CAST(l.ref_id AS INTEGER)
LEFT JOIN spins s ON l.ref_type = 'spin' AND s.id = CAST(l.ref_id AS INTEGER)
LEFT JOIN games sg ON sg.id = s.game_id
LEFT JOIN freespins f ON l.ref_type = 'bonus' AND f.bonus_id = b.id
LEFT JOIN games fg ON fg.id = f.game_id
LEFT JOIN notifications n ON l.ref_type = 'notification' AND n.id = CAST(l.ref_id AS INTEGER)`;

/** Reads a player's history. */
export class HistoryRepository {
  constructor(private readonly db: Db) {}

  private where(userId: number, filter: HistoryFilter): { sql: string; args: (string | number)[] } {
    const parts = ['l.user_id = ?'];
    const args: (string | number)[] = [userId];
    if (filter.kinds.length > 0) {
      parts.push(`l.kind IN (${filter.kinds.map(() => '?').join(', ')})`);
      args.push(...filter.kinds);
    }
    if (filter.from !== undefined) {
      parts.push('l.created_at >= ?');
      args.push(filter.from);
    }
    if (filter.before !== undefined) {
      parts.push('l.created_at < ?');
      args.push(filter.before);
    }
    return { sql: parts.join(' AND '), args };
  }

  /** One page of rows, newest first, and how many rows the filter matches. */
  page(userId: number, filter: HistoryFilter, page: number, perPage: number): { rows: HistoryRow[]; total: number } {
    const { sql, args } = this.where(userId, filter);
    const total = figure(this.db, `SELECT COUNT(*) AS n FROM ledger l WHERE ${sql}`, ...args);
    const rows = stmt(this.db, `${SELECT} WHERE ${sql} GROUP BY l.id ORDER BY l.id DESC LIMIT ? OFFSET ?`).all(
      ...args,
      perPage,
      (page - 1) * perPage,
    ) as HistoryRow[];
    return { rows, total };
  }

  /** Every row the filter matches, newest first (the CSV export). */
  all(userId: number, filter: HistoryFilter): HistoryRow[] {
    const { sql, args } = this.where(userId, filter);
    return stmt(this.db, `${SELECT} WHERE ${sql} GROUP BY l.id ORDER BY l.id DESC`).all(...args) as HistoryRow[];
  }
}
