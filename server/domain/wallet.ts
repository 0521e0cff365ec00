/**
 * The wallet: the ledger every balance change goes through, deposits through the stand-in payment provider,
 * withdrawal cancellation and admin decisions, and the wallet summary (withdrawable = balance − active bonus money).
 */
import { stmt } from '../db/connection';
import type { UserRow } from '../db/repositories/users';
import { pageOf, type Page } from '../db/repositories/catalogue';
import { hmacHex, safeEqual } from '../lib/crypto';
import { formatMoney, parseMoney } from '../lib/money';
import { SETTINGS } from '../db/seedData';
// Runtime import of a module that imports this one: DomainError is only used inside methods, after both loaded.
import { DomainError, type Domain } from './index';

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

export type PaymentMethod = 'card' | 'sbp' | 'crypto';
export type PaymentStatus = 'pending' | 'fulfilled' | 'declined' | 'abandoned';
export type ProviderStatus = 'fulfilled' | 'declined';

export interface PaymentDto {
  id: number;
  amount: string;
  currency_code: string;
  method: string;
  status: PaymentStatus;
  created_at: string;
  completed_at: string | null;
}

export interface WithdrawalDto {
  id: number;
  amount: string;
  currency_code: string;
  method: string;
  status: string;
  created_at: string;
}

interface PaymentRow {
  id: number;
  user_id: number;
  amount_minor: number;
  currency_code: string;
  method: string;
  status: string;
  created_at: string;
  completed_at: string | null;
}

interface WithdrawalRow {
  id: number;
  user_id: number;
  amount_minor: number;
  currency_code: string;
  method: string;
  status: string;
  created_at: string;
}

/** A pending payment older than this is reported as abandoned. */
export const PAYMENT_ABANDON_MS = 30 * 60_000;

/** The development secret of the stand-in provider (PAYMENT_PROVIDER_SECRET overrides it). */
export const DEV_PAYMENT_PROVIDER_SECRET = 'local-payment-provider-secret';

/** Hex HMAC-SHA256 of `payment_id:status`: the stand-in provider's callback signature. */
export function providerCallbackSignature(secret: string, paymentId: number, status: ProviderStatus): string {
  return hmacHex(secret, `${paymentId}:${status}`);
}

/** Writes ledger rows together with the balance update (call inside a transaction). */
export class Ledger {
  constructor(private readonly domain: Domain) {}

  /** Adds `amountMinor` (may be negative) to the balance and records it; returns the new balance. */
  post(userId: number, amountMinor: number, kind: LedgerKind, ref?: { type: string; id: number | string }): number {
    const db = this.domain.db;
    const now = new Date(this.domain.clock.now()).toISOString();
    // The users_no_negative_balance trigger aborts the whole transaction if this would go below zero.
    stmt(db, 'UPDATE users SET balance_minor = balance_minor + ?, updated_at = ? WHERE id = ?').run(amountMinor, now, userId);
    const balance = (stmt(db, 'SELECT balance_minor FROM users WHERE id = ?').get(userId) as { balance_minor: number }).balance_minor;
    stmt(db, 'INSERT INTO ledger (user_id, amount_minor, kind, ref_type, ref_id, balance_after_minor, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      userId, amountMinor, kind, ref?.type ?? null, ref === undefined ? null : String(ref.id), balance, now,
    );
    return balance;
  }

  /** Sum of a user's ledger (equals the balance). */
  sum(userId: number): number {
    return (stmt(this.domain.db, 'SELECT COALESCE(SUM(amount_minor), 0) AS s FROM ledger WHERE user_id = ?').get(userId) as { s: number }).s;
  }
}

/** Deposits, withdrawals and the wallet summary. */
export class Wallet {
  constructor(
    private readonly domain: Domain,
    readonly providerSecret: string,
  ) {}

  private nowIso(): string {
    return new Date(this.domain.clock.now()).toISOString();
  }

  private money(user: UserRow, minor: number): string {
    return formatMoney(minor, this.domain.decimalsOf(user));
  }

  private decimalsOfCode(code: string): number {
    return this.domain.catalogue.currency(code)?.fiat === false ? 8 : 2;
  }

  /** Bonus money inside the balance: what active bonuses credited at grant time. */
  bonusMoney(userId: number): number {
    return (stmt(this.domain.db, "SELECT COALESCE(SUM(credited_minor), 0) AS s FROM bonuses WHERE user_id = ? AND status = 'active'").get(userId) as { s: number }).s;
  }

  /** Balance minus active bonus money, never below zero. */
  withdrawableMinor(user: UserRow): number {
    return Math.max(0, user.balance_minor - this.bonusMoney(user.id));
  }

  /** Per-currency deposit bounds in minor units (settings key `deposit_limits`). */
  depositBounds(user: UserRow): { min: number; max: number } {
    const row = stmt(this.domain.db, "SELECT value FROM settings WHERE key = 'deposit_limits'").get() as { value: string } | undefined;
    const fallback = SETTINGS.find((s) => s.key === 'deposit_limits')?.value;
    const table = (row ? (JSON.parse(row.value) as unknown) : fallback) as Record<string, { min: string; max: string }> | undefined;
    const entry = table?.[user.currency_code] ?? table?.USD;
    const d = this.domain.decimalsOf(user);
    const unit = 10 ** d;
    return { min: (entry && parseMoney(entry.min, d)) || unit, max: (entry && parseMoney(entry.max, d)) || 10_000 * unit };
  }

  /** The wallet summary of GET /wallet. */
  summary(user: UserRow) {
    const bounds = this.depositBounds(user);
    const bonus = Math.min(user.balance_minor, this.bonusMoney(user.id));
    return {
      balance: this.money(user, user.balance_minor),
      bonus_balance: this.money(user, bonus),
      withdrawable: this.money(user, this.withdrawableMinor(user)),
      currency_code: user.currency_code,
      deposit_limits: { min: this.money(user, bounds.min), max: this.money(user, bounds.max) },
    };
  }

  private paymentDto(p: PaymentRow): PaymentDto {
    const abandoned = p.status === 'pending' && this.domain.clock.now() - Date.parse(p.created_at) > PAYMENT_ABANDON_MS;
    return {
      id: p.id,
      amount: formatMoney(p.amount_minor, this.decimalsOfCode(p.currency_code)),
      currency_code: p.currency_code,
      method: p.method,
      status: abandoned ? 'abandoned' : (p.status as PaymentStatus),
      created_at: p.created_at,
      completed_at: p.completed_at,
    };
  }

  private paymentRow(id: number): PaymentRow | undefined {
    return stmt(this.domain.db, 'SELECT * FROM payments WHERE id = ?').get(id) as PaymentRow | undefined;
  }

  /** One payment as the API shows it (undefined when unknown). */
  payment(id: number): PaymentDto | undefined {
    const row = this.paymentRow(id);
    return row ? this.paymentDto(row) : undefined;
  }

  /** The user's deposits, newest first. */
  payments(userId: number, page: number, perPage: number): Page<PaymentDto> {
    const total = (stmt(this.domain.db, 'SELECT COUNT(*) AS n FROM payments WHERE user_id = ?').get(userId) as { n: number }).n;
    const rows = stmt(this.domain.db, 'SELECT * FROM payments WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(userId, perPage, (page - 1) * perPage) as PaymentRow[];
    return pageOf(rows.map((r) => this.paymentDto(r)), total, page, perPage);
  }

  /** Inserts an already fulfilled payment and credits it (the dev/demo path; call inside a transaction). */
  insertFulfilledPayment(user: UserRow, amountMinor: number): { paymentId: number; balanceMinor: number } {
    const now = this.nowIso();
    const paymentId = Number(
      stmt(this.domain.db, "INSERT INTO payments (user_id, amount_minor, currency_code, method, status, created_at, completed_at) VALUES (?, ?, ?, 'card', 'fulfilled', ?, ?)")
        .run(user.id, amountMinor, user.currency_code, now, now).lastInsertRowid,
    );
    const balanceMinor = this.domain.ledger.post(user.id, amountMinor, 'deposit', { type: 'payment', id: paymentId });
    return { paymentId, balanceMinor };
  }

  /** Starts a deposit: checks the per-currency bounds and the player's deposit limits, stores a pending payment. */
  createPayment(userId: number, amountMinor: number, method: PaymentMethod): PaymentDto {
    return this.domain.db.transaction(() => {
      const user = this.domain.users.byId(userId);
      if (!user) throw new DomainError(404, 'User not found.');
      const bounds = this.depositBounds(user);
      if (amountMinor < bounds.min) throw amountError(`The amount must be at least ${this.money(user, bounds.min)} ${user.currency_code}.`);
      if (amountMinor > bounds.max) throw amountError(`The amount must not be greater than ${this.money(user, bounds.max)} ${user.currency_code}.`);
      const refusal = this.domain.responsibleGaming.depositRefusal(user, amountMinor);
      if (refusal) throw amountError(refusal);
      const id = Number(
        stmt(this.domain.db, "INSERT INTO payments (user_id, amount_minor, currency_code, method, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)")
          .run(user.id, amountMinor, user.currency_code, method, this.nowIso()).lastInsertRowid,
      );
      return this.paymentDto(this.paymentRow(id) as PaymentRow);
    })();
  }

  /** Signature that lets the provider page of one payment be opened and submitted. */
  pageSignature(paymentId: number): string {
    return hmacHex(this.providerSecret, `page:${paymentId}`);
  }

  /** Whether `signature` is the provider's signature of `payment_id:status`. */
  checkCallbackSignature(paymentId: number, status: ProviderStatus, signature: string): boolean {
    return safeEqual(providerCallbackSignature(this.providerSecret, paymentId, status), signature.toLowerCase());
  }

  /**
   * The provider's verdict on a payment. Idempotent: a repeated verdict answers the payment unchanged; a
   * contradicting one is a 409. A fulfilment that would now break a deposit limit is declined instead.
   */
  async completePayment(paymentId: number, status: ProviderStatus): Promise<PaymentDto> {
    const outcome = this.domain.db.transaction(() => {
      const row = this.paymentRow(paymentId);
      if (!row) throw new DomainError(404, 'Payment not found.');
      if (row.status !== 'pending') {
        if (row.status === status) return { kind: 'unchanged' as const, row };
        throw new DomainError(409, `The payment is already ${row.status}.`);
      }
      const user = this.domain.users.byId(row.user_id) as UserRow;
      const now = this.nowIso();
      const verdict = status === 'fulfilled' && this.domain.responsibleGaming.depositRefusal(user, row.amount_minor) ? 'declined' : status;
      stmt(this.domain.db, 'UPDATE payments SET status = ?, completed_at = ? WHERE id = ?').run(verdict, now, row.id);
      const amount = this.money(user, row.amount_minor);
      if (verdict === 'declined') {
        this.domain.player.notify(user.id, 'System', 'Платёж отклонён', `Платёж на ${amount} ${user.currency_code} отклонён.`, { event: 'PaymentDeclined', id: row.id, amount, currency_code: user.currency_code }, now);
        return { kind: 'declined' as const, row, user, amount };
      }
      const balanceMinor = this.domain.ledger.post(user.id, row.amount_minor, 'deposit', { type: 'payment', id: row.id });
      const balance = this.money(user, balanceMinor);
      this.domain.player.notify(user.id, 'PaymentFulfilled', 'Платёж зачислен', `Платёж на ${amount} ${user.currency_code} зачислен. Баланс: ${balance} ${user.currency_code}`, { amount, currency_code: user.currency_code, balance }, now);
      return { kind: 'fulfilled' as const, row, user, amount, balance };
    })();
    if (outcome.kind === 'declined') {
      void this.domain.publisher.toUser(outcome.user.uuid, 'PaymentDeclined', { id: outcome.row.id, amount: outcome.amount, currency_code: outcome.user.currency_code });
    } else if (outcome.kind === 'fulfilled') {
      const { user, amount, balance } = outcome;
      void Promise.all([
        this.domain.publisher.toUser(user.uuid, 'BalanceChanged', { balance, currency_code: user.currency_code }),
        this.domain.publisher.toUser(user.uuid, 'PaymentFulfilled', { amount, currency_code: user.currency_code, balance }),
      ]);
      this.domain.responsibleGaming.warnIfNear(user, 'deposit');
    }
    return this.paymentDto(this.paymentRow(paymentId) as PaymentRow);
  }

  /** A withdrawal as the API shows it. */
  withdrawalDto(w: WithdrawalRow): WithdrawalDto {
    return { id: w.id, amount: formatMoney(w.amount_minor, this.decimalsOfCode(w.currency_code)), currency_code: w.currency_code, method: w.method, status: w.status, created_at: w.created_at };
  }

  /** Cancels the user's own pending withdrawal and returns the money (409 once decided, 404 for others'). */
  async cancelWithdrawal(userId: number, withdrawalId: number) {
    return this.settleWithdrawal(withdrawalId, 'cancelled', userId);
  }

  /** An administrator approves (money stays paid out) or rejects (money back) a pending withdrawal. */
  async decideWithdrawal(withdrawalId: number, status: 'approved' | 'rejected') {
    return this.settleWithdrawal(withdrawalId, status, null);
  }

  private async settleWithdrawal(withdrawalId: number, status: 'approved' | 'rejected' | 'cancelled', ownerId: number | null) {
    const result = this.domain.db.transaction(() => {
      const row = stmt(this.domain.db, 'SELECT * FROM withdrawals WHERE id = ?').get(withdrawalId) as WithdrawalRow | undefined;
      if (!row || (ownerId !== null && row.user_id !== ownerId)) throw new DomainError(404, 'Withdrawal not found.');
      if (row.status !== 'pending') throw new DomainError(409, `The withdrawal is already ${row.status}.`);
      stmt(this.domain.db, 'UPDATE withdrawals SET status = ?, updated_at = ? WHERE id = ?').run(status, this.nowIso(), row.id);
      const refunded = status !== 'approved';
      if (refunded) this.domain.ledger.post(row.user_id, row.amount_minor, 'withdrawal_refund', { type: 'withdrawal', id: row.id });
      const user = this.domain.users.byId(row.user_id) as UserRow;
      const withdrawal = this.withdrawalDto({ ...row, status });
      const words = { approved: 'одобрена', rejected: 'отклонена, деньги возвращены на баланс', cancelled: 'отменена, деньги возвращены на баланс' } as const;
      this.domain.player.notify(user.id, 'System', 'Заявка на вывод', `Заявка на вывод ${withdrawal.amount} ${withdrawal.currency_code} ${words[status]}.`, { event: 'WithdrawalStatusChanged', withdrawal }, this.nowIso());
      return { withdrawal, user, refunded };
    })();
    const { user, withdrawal, refunded } = result;
    void this.domain.publisher.toUser(user.uuid, 'WithdrawalStatusChanged', { withdrawal });
    if (refunded) void this.domain.publisher.toUser(user.uuid, 'BalanceChanged', { balance: this.money(user, user.balance_minor), currency_code: user.currency_code });
    return { withdrawal, user };
  }
}

function amountError(message: string): DomainError {
  return new DomainError(422, message, { amount: [message] });
}
