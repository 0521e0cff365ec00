/** A player's bonuses: amount, wager requirement and progress, and how much of them the balance already holds. */
import { figure, nowIso, stmt, type Db } from '../connection';
import type { CurrencyMoney } from '../../lib/money';
import type { Schemas } from '../../schemas';
import type { PlayerMoneyRow } from './playerMoney';

export type BonusDto = Schemas['Bonus'];
export type BonusStatus = BonusDto['status'];

export interface BonusRow extends PlayerMoneyRow {
  title: string;
  wager: number;
  wagered_minor: number;
  status: BonusStatus;
  expires_at: string | null;
  /** bonus money credited to the balance at grant (0 for bonuses credited only when fulfilled) */
  credited_minor: number;
  /** what is left of the credited bonus money in the balance (losses shrink it; 0 once the bonus ended) */
  remaining_minor: number;
}

export type NewBonus = Omit<BonusRow, 'id' | 'created_at' | 'credited_minor' | 'remaining_minor'> & {
  credited_minor?: number;
};

/**
 * Bonus money of a bonus not yet wagered: what is left of it in the balance, or (a bonus paid only when wagered) its
 * amount; nothing once it ended.
 */
export function bonusMoneyLeft(b: BonusRow): number {
  if (b.status !== 'active') return 0;
  return b.credited_minor > 0 ? b.remaining_minor : b.amount_minor;
}

/** Data access for bonuses. */
export class BonusesRepository {
  constructor(
    private readonly db: Db,
    private readonly money: CurrencyMoney,
  ) {}

  /** A bonus as the API shows it. */
  toDto(b: BonusRow): BonusDto {
    const format = (minor: number): string => this.money.format(minor, b.currency_code);
    return {
      id: b.id,
      title: b.title,
      amount: format(b.amount_minor),
      currency_code: b.currency_code,
      wager: b.wager,
      wagered: format(b.wagered_minor),
      wager_required: format(b.amount_minor * b.wager),
      remaining: format(bonusMoneyLeft(b)),
      status: b.status,
      expires_at: b.expires_at,
      created_at: b.created_at,
    };
  }

  /** The user's bonuses, newest first (`finished` includes expired ones). */
  list(userId: number, status?: 'active' | 'finished'): BonusDto[] {
    const filter =
      status === 'active'
        ? "AND status = 'active'"
        : status === 'finished'
          ? "AND status IN ('finished','expired')"
          : '';
    const rows = stmt(
      this.db,
      `SELECT * FROM bonuses WHERE user_id = ? ${filter} ORDER BY created_at DESC, id DESC`,
    ).all(userId) as BonusRow[];
    return rows.map((b) => this.toDto(b));
  }

  /** One bonus, or undefined. */
  byId(id: number): BonusRow | undefined {
    return stmt(this.db, 'SELECT * FROM bonuses WHERE id = ?').get(id) as BonusRow | undefined;
  }

  /** Inserts a bonus and returns its row. */
  insert(b: NewBonus): BonusRow {
    const info = stmt(
      this.db,
      `INSERT INTO bonuses (user_id, title, amount_minor, currency_code, wager, wagered_minor, status, expires_at,
         credited_minor, remaining_minor, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      b.user_id,
      b.title,
      b.amount_minor,
      b.currency_code,
      b.wager,
      b.wagered_minor,
      b.status,
      b.expires_at,
      b.credited_minor ?? 0,
      b.status === 'active' ? (b.credited_minor ?? 0) : 0,
      nowIso(),
    );
    return this.byId(Number(info.lastInsertRowid)) as BonusRow;
  }

  /** Sets the wagering progress (and the status; a bonus that ends keeps no bonus money). */
  update(id: number, wageredMinor: number, status: BonusStatus): void {
    stmt(
      this.db,
      "UPDATE bonuses SET wagered_minor = ?, status = ?, remaining_minor = CASE WHEN ? = 'active' THEN remaining_minor ELSE 0 END WHERE id = ?",
    ).run(wageredMinor, status, status, id);
  }

  /** Ends an active bonus unwagered (expired or forfeited): it keeps no bonus money. */
  expire(id: number): void {
    stmt(this.db, "UPDATE bonuses SET status = 'expired', remaining_minor = 0 WHERE id = ?").run(id);
  }

  /** The user's active bonuses, oldest first. */
  active(userId: number): BonusRow[] {
    return stmt(this.db, "SELECT * FROM bonuses WHERE user_id = ? AND status = 'active' ORDER BY created_at, id").all(
      userId,
    ) as BonusRow[];
  }

  /** Bonus money inside the balance: what is left of the money the user's active bonuses credited. */
  lockedMinor(userId: number): number {
    return figure(
      this.db,
      "SELECT COALESCE(SUM(remaining_minor), 0) AS n FROM bonuses WHERE user_id = ? AND status = 'active'",
      userId,
    );
  }

  /** Active bonuses whose time ran out at `at` (the expiry job ends them). */
  expiredBy(at: string, limit = 500): BonusRow[] {
    return stmt(
      this.db,
      "SELECT * FROM bonuses WHERE status = 'active' AND expires_at IS NOT NULL AND expires_at <= ? ORDER BY expires_at LIMIT ?",
    ).all(at, limit) as BonusRow[];
  }

  /** Adds to a bonus's amount (free-spin winnings); its wager requirement grows with it. */
  addAmount(id: number, deltaMinor: number): void {
    stmt(this.db, 'UPDATE bonuses SET amount_minor = amount_minor + ? WHERE id = ?').run(deltaMinor, id);
  }

  /** The oldest active bonus of the user not expired at `at` (real stakes advance its wager). */
  oldestActive(userId: number, at: string): BonusRow | undefined {
    return stmt(
      this.db,
      "SELECT * FROM bonuses WHERE user_id = ? AND status = 'active' AND (expires_at IS NULL OR expires_at > ?) ORDER BY created_at, id LIMIT 1",
    ).get(userId, at) as BonusRow | undefined;
  }
}
