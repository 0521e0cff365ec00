/**
 * Deposits: through the stand-in payment provider (a pending payment, its signed page, the provider's signed verdict)
 * and the development path that credits at once. Every balance change goes through the ledger in the transaction that
 * makes it.
 */
import type { Page } from '../db/repositories/page';
import { pageOf } from '../db/repositories/page';
import type { PaymentMethod, PaymentRow } from '../db/repositories/payments';
import type { UserRow } from '../db/repositories/users';
import { hmacSha256, safeEqual } from '../lib/crypto';
import { parseMoney } from '../lib/money';
import type { Schemas } from '../schemas';
import { isoNow, type DomainContext } from './context';
import { DomainError, invalidField, notFound } from './errors';
import { money, renderMessage, text } from '../i18n';
import type { Players } from './players';
import type { ResponsibleGaming } from './responsibleGaming';
import type { Referrals } from './referrals';
import type { CreditedCash, Rewards } from './rewards';
import type { Wallet } from './wallet';
import {
  CALLBACK_MAX_AGE_S,
  PAYMENT_ABANDON_MS,
  providerCallbackSignature,
  type ProviderCallback,
  type ProviderStatus,
  type RefundReason,
} from './paymentProvider';

export type { PaymentMethod };
export type PaymentDto = Schemas['Payment'];

/** Deposits and the payment provider's verdicts. */
export class Deposits {
  constructor(
    private readonly ctx: DomainContext,
    private readonly wallet: Wallet,
    private readonly players: Players,
    private readonly responsibleGaming: ResponsibleGaming,
    private readonly referrals: Referrals,
    private readonly rewards: Rewards,
    readonly providerSecret: string,
  ) {}

  private money(user: UserRow, minor: number): string {
    return this.wallet.money(user, minor);
  }

  private paymentDto(p: PaymentRow): PaymentDto {
    const abandoned = p.status === 'pending' && this.ctx.clock.now() - Date.parse(p.created_at) > PAYMENT_ABANDON_MS;
    return {
      id: p.id,
      amount: this.ctx.money.format(p.amount_minor, p.currency_code),
      currency_code: p.currency_code,
      method: p.method,
      status: abandoned ? 'abandoned' : p.status,
      ...(p.refund_reason ? { refund_reason: p.refund_reason } : {}),
      created_at: p.created_at,
      completed_at: p.completed_at,
    };
  }

  /** One payment as the API shows it (undefined when unknown). */
  payment(id: number): PaymentDto | undefined {
    const row = this.ctx.repos.payments.byId(id);
    return row ? this.paymentDto(row) : undefined;
  }

  /** The user's deposits, newest first. */
  payments(userId: number, page: number, perPage: number): Page<PaymentDto> {
    const { rows, total } = this.ctx.repos.payments.page(userId, page, perPage);
    return pageOf(
      rows.map((r) => this.paymentDto(r)),
      total,
      page,
      perPage,
    );
  }

  /**
   * Ledger row and notification of a fulfilled deposit (inside its transaction), and the referrer's reward when it
   * is the player's first (docs/referrals.md); returns the amounts as shown.
   */
  private creditDeposit(
    user: UserRow,
    paymentId: number,
    amountMinor: number,
    at: string,
  ): { amount: string; balance: string; version: number; referralReward: CreditedCash | null } {
    const balanceMinor = this.ctx.repos.ledger.post(user.id, amountMinor, 'deposit', at, {
      type: 'payment',
      id: paymentId,
    });
    const amount = this.money(user, amountMinor);
    const balance = this.money(user, balanceMinor);
    this.ctx.repos.notifications.add(
      user.id,
      'PaymentFulfilled',
      'Платёж зачислен',
      renderMessage('ru', 'notification.PaymentFulfilled.body', {
        amount: money(amount, user.currency_code),
        balance: money(balance, user.currency_code),
      }),
      {
        amount,
        currency_code: user.currency_code,
        balance,
      },
      at,
    );
    const version = this.ctx.repos.ledger.version(user.id);
    return { amount, balance, version, referralReward: this.referrals.creditFirstDeposit(user) };
  }

  /** BalanceChanged + PaymentFulfilled after a deposit was credited (with the balance's version), and its referral reward. */
  private publishDeposit(
    user: UserRow,
    { amount, balance, version, referralReward }: ReturnType<Deposits['creditDeposit']>,
  ): void {
    if (referralReward) this.rewards.publishCash(referralReward);
    void Promise.all([
      this.ctx.publisher.toUser(user.uuid, 'BalanceChanged', {
        balance,
        currency_code: user.currency_code,
        balance_version: version,
      }),
      this.ctx.publisher.toUser(user.uuid, 'PaymentFulfilled', {
        amount,
        currency_code: user.currency_code,
        balance,
        balance_version: version,
      }),
    ]);
  }

  /** Credits a deposit at once (dev/demo path, no provider, no limits): payment row, ledger, notification; then BalanceChanged + PaymentFulfilled. */
  async creditPayment(
    userId: number,
    amountMinor: number,
  ): Promise<{ paymentId: number; balance: string; amount: string }> {
    const { user, paymentId, credited } = this.ctx.transaction(() => {
      const user = this.players.get(userId);
      const at = isoNow(this.ctx);
      const paymentId = this.ctx.repos.payments.insertFulfilled(user.id, amountMinor, user.currency_code, at);
      return { user, paymentId, credited: this.creditDeposit(user, paymentId, amountMinor, at) };
    });
    this.publishDeposit(user, credited);
    return { paymentId, balance: credited.balance, amount: credited.amount };
  }

  /** Starts a deposit: checks the per-currency bounds and the player's deposit limits, stores a pending payment. */
  createPayment(userId: number, amountMinor: number, method: PaymentMethod): PaymentDto {
    return this.ctx.transaction(() => {
      const user = this.players.get(userId);
      const bounds = this.wallet.depositBounds(user);
      if (amountMinor < bounds.min)
        throw invalidField(
          'amount',
          text('wallet.amount_min', { amount: money(this.money(user, bounds.min), user.currency_code) }),
        );
      if (amountMinor > bounds.max)
        throw invalidField(
          'amount',
          text('wallet.amount_max', { amount: money(this.money(user, bounds.max), user.currency_code) }),
        );
      const refusal = this.responsibleGaming.depositRefusal(user, amountMinor);
      if (refusal) throw invalidField('amount', refusal);
      const id = this.ctx.repos.payments.insertPending(
        user.id,
        amountMinor,
        user.currency_code,
        method,
        isoNow(this.ctx),
      );
      return this.paymentDto(this.ctx.repos.payments.byId(id) as PaymentRow);
    });
  }

  /** Signature that lets the provider page of one payment be opened and submitted. */
  pageSignature(paymentId: number): string {
    return hmacSha256(this.providerSecret, `page:${paymentId}`);
  }

  /** Whether `signature` is the provider page's signature of this payment. */
  checkPageSignature(paymentId: number, signature: string): boolean {
    return safeEqual(this.pageSignature(paymentId), signature);
  }

  /** Whether `signature` is the provider's signature of this callback, and the callback is fresh. */
  checkCallbackSignature(callback: ProviderCallback, signature: string): boolean {
    const fresh = Math.abs(this.ctx.clock.now() / 1000 - callback.timestamp) <= CALLBACK_MAX_AGE_S;
    return safeEqual(providerCallbackSignature(this.providerSecret, callback), signature.toLowerCase()) && fresh;
  }

  /** A callback for this payment as the provider would send it now (the stand-in provider page "sends" it). */
  providerCallback(paymentId: number, status: ProviderStatus): { callback: ProviderCallback; signature: string } {
    const row = this.ctx.repos.payments.byId(paymentId);
    if (!row) throw notFound('Payment');
    const callback = {
      payment_id: paymentId,
      status,
      amount: this.ctx.money.format(row.amount_minor, row.currency_code),
      currency_code: row.currency_code,
      timestamp: Math.floor(this.ctx.clock.now() / 1000),
    };
    return { callback, signature: providerCallbackSignature(this.providerSecret, callback) };
  }

  /**
   * The provider's verdict on a payment (amount and currency must be the payment's: else 422). Idempotent: a repeated
   * verdict answers the payment unchanged; a contradicting one is a 409. A fulfilment the site will not credit (a
   * deposit limit reached meanwhile, or the player excluded since) is refunded to the provider and recorded so.
   */
  async completePayment(
    callback: Pick<ProviderCallback, 'payment_id' | 'status'> & Partial<ProviderCallback>,
  ): Promise<PaymentDto> {
    const { repos } = this.ctx;
    const { payment_id: paymentId, status } = callback;
    const outcome = this.ctx.transaction(() => {
      const row = repos.payments.byId(paymentId);
      if (!row) throw notFound('Payment');
      if (callback.currency_code !== undefined && callback.currency_code !== row.currency_code)
        throw invalidField('currency_code', text('wallet.callback_mismatch'));
      const amount =
        callback.amount === undefined
          ? row.amount_minor
          : parseMoney(callback.amount, this.ctx.money.decimals(row.currency_code));
      if (amount !== row.amount_minor) throw invalidField('amount', text('wallet.callback_mismatch'));
      if (row.status !== 'pending') {
        // A refund answers the provider's fulfilment: its retries see the same answer.
        if (row.status === status || (row.status === 'refunded' && status === 'fulfilled'))
          return { kind: 'unchanged' as const };
        throw new DomainError('conflict', text('wallet.payment_already', { status: row.status }));
      }
      const user = this.players.get(row.user_id);
      const at = isoNow(this.ctx);
      const shown = this.money(user, row.amount_minor);
      if (status === 'declined') {
        repos.payments.complete(row.id, 'declined', at);
        repos.notifications.add(
          user.id,
          'System',
          'Платёж отклонён',
          `Платёж на ${shown} ${user.currency_code} отклонён.`,
          { event: 'PaymentDeclined', id: row.id, amount: shown, currency_code: user.currency_code },
          at,
        );
        return { kind: 'declined' as const, user, amount: shown };
      }
      const reason: RefundReason | null = this.responsibleGaming.exclusion(user.id)
        ? 'excluded'
        : this.responsibleGaming.depositRefusal(user, row.amount_minor)
          ? 'deposit_limit'
          : null;
      if (reason) {
        repos.payments.refund(row.id, reason, at);
        repos.notifications.add(
          user.id,
          'System',
          'Платёж возвращён',
          `Платёж на ${shown} ${user.currency_code} не зачислен и возвращён на ваш счёт у платёжного провайдера.`,
          { event: 'PaymentRefunded', id: row.id, amount: shown, currency_code: user.currency_code, reason },
          at,
        );
        return { kind: 'declined' as const, user, amount: shown };
      }
      repos.payments.complete(row.id, 'fulfilled', at);
      return { kind: 'fulfilled' as const, user, credited: this.creditDeposit(user, row.id, row.amount_minor, at) };
    });
    if (outcome.kind === 'declined') {
      void this.ctx.publisher.toUser(outcome.user.uuid, 'PaymentDeclined', {
        id: paymentId,
        amount: outcome.amount,
        currency_code: outcome.user.currency_code,
      });
    } else if (outcome.kind === 'fulfilled') {
      this.publishDeposit(outcome.user, outcome.credited);
      this.responsibleGaming.warnIfNear(outcome.user, 'deposit');
    }
    return this.paymentDto(repos.payments.byId(paymentId) as PaymentRow);
  }
}
