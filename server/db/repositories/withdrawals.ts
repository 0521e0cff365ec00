/** Withdrawals: debited at request (pending), then approved, rejected or cancelled. */
import { nowIso, stmt, type Db } from '../connection';
import type { CurrencyMoney } from '../../lib/money';
import type { Schemas } from '../../schemas';
import { ownRowsPage, pageOf, type Page } from './page';
import type { PlayerMoneyRow } from './playerMoney';

export type WithdrawalDto = Schemas['Withdrawal'];
export type WithdrawalStatus = WithdrawalDto['status'];

export interface WithdrawalRow extends PlayerMoneyRow {
  method: string;
  status: WithdrawalStatus;
}

/** Data access for withdrawals. */
export class WithdrawalsRepository {
  constructor(
    private readonly db: Db,
    private readonly money: CurrencyMoney,
  ) {}

  /** A withdrawal as the API shows it. */
  toDto(w: WithdrawalRow): WithdrawalDto {
    return {
      id: w.id,
      amount: this.money.format(w.amount_minor, w.currency_code),
      currency_code: w.currency_code,
      method: w.method,
      status: w.status,
      created_at: w.created_at,
    };
  }

  /** One withdrawal, or undefined. */
  byId(id: number): WithdrawalRow | undefined {
    return stmt(this.db, 'SELECT * FROM withdrawals WHERE id = ?').get(id) as WithdrawalRow | undefined;
  }

  /** One page of the user's withdrawals, newest first. */
  page(userId: number, page: number, perPage: number): Page<WithdrawalDto> {
    const { rows, total } = ownRowsPage<WithdrawalRow>(this.db, 'withdrawals', 'id DESC', userId, page, perPage);
    return pageOf(
      rows.map((w) => this.toDto(w)),
      total,
      page,
      perPage,
    );
  }

  /** Stores a pending withdrawal and returns it as the API shows it. */
  insert(userId: number, amountMinor: number, currencyCode: string, method: string, details: string): WithdrawalDto {
    const id = Number(
      stmt(
        this.db,
        "INSERT INTO withdrawals (user_id, amount_minor, currency_code, method, details, status, created_at) VALUES (?, ?, ?, ?, ?, 'pending', ?)",
      ).run(userId, amountMinor, currencyCode, method, details, nowIso()).lastInsertRowid,
    );
    return this.toDto(this.byId(id) as WithdrawalRow);
  }

  /** Records a decision on a withdrawal. */
  setStatus(id: number, status: WithdrawalStatus, at: string): void {
    stmt(this.db, 'UPDATE withdrawals SET status = ?, updated_at = ? WHERE id = ?').run(status, at, id);
  }
}
