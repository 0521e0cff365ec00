/** Deposits: pending until the payment provider's verdict, then fulfilled or declined. */
import { figure, stmt, type Db } from '../connection';
import type { Schemas } from '../../schemas';
import { ownRowsPage } from './page';
import type { PlayerMoneyRow } from './playerMoney';

export type PaymentMethod = Schemas['Payment']['method'];
/** What the database stores; `abandoned` is only ever computed (a pending payment that waited too long). */
export type StoredPaymentStatus = Exclude<Schemas['Payment']['status'], 'abandoned'>;

export interface PaymentRow extends PlayerMoneyRow {
  method: PaymentMethod;
  status: StoredPaymentStatus;
  completed_at: string | null;
  refund_reason: 'deposit_limit' | 'excluded' | null;
}

/** Data access for payments. */
export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  /** One payment, or undefined. */
  byId(id: number): PaymentRow | undefined {
    return stmt(this.db, 'SELECT * FROM payments WHERE id = ?').get(id) as PaymentRow | undefined;
  }

  /** One page of the user's payments, newest first, and how many there are. */
  page(userId: number, page: number, perPage: number): { rows: PaymentRow[]; total: number } {
    return ownRowsPage<PaymentRow>(this.db, 'payments', 'id DESC', userId, page, perPage);
  }

  /** Stores a pending payment; returns its id. */
  insertPending(userId: number, amountMinor: number, currencyCode: string, method: PaymentMethod, at: string): number {
    return Number(
      stmt(
        this.db,
        "INSERT INTO payments (user_id, amount_minor, currency_code, method, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)",
      ).run(userId, amountMinor, currencyCode, method, at).lastInsertRowid,
    );
  }

  /** Stores a card payment that is already fulfilled (the dev/demo path); returns its id. */
  insertFulfilled(userId: number, amountMinor: number, currencyCode: string, at: string): number {
    return Number(
      stmt(
        this.db,
        "INSERT INTO payments (user_id, amount_minor, currency_code, method, status, created_at, completed_at) VALUES (?, ?, ?, 'card', 'fulfilled', ?, ?)",
      ).run(userId, amountMinor, currencyCode, at, at).lastInsertRowid,
    );
  }

  /** Records the provider's verdict. */
  complete(id: number, status: StoredPaymentStatus, at: string): void {
    stmt(this.db, 'UPDATE payments SET status = ?, completed_at = ? WHERE id = ?').run(status, at, id);
  }

  /** Records a fulfilment the site returned to the provider instead of crediting it, and why. */
  refund(id: number, reason: NonNullable<PaymentRow['refund_reason']>, at: string): void {
    stmt(this.db, "UPDATE payments SET status = 'refunded', refund_reason = ?, completed_at = ? WHERE id = ?").run(
      reason,
      at,
      id,
    );
  }

  /** Money the user deposited (fulfilled payments) since `since`. */
  fulfilledSince(userId: number, since: string): number {
    return figure(
      this.db,
      "SELECT COALESCE(SUM(amount_minor), 0) AS n FROM payments WHERE user_id = ? AND status = 'fulfilled' AND completed_at >= ?",
      userId,
      since,
    );
  }
}
