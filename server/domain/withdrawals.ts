/**
 * Withdrawals: a request debits the balance at once (through the ledger); the player may cancel it while it is
 * pending, and an administrator approves it (the money stays paid out) or rejects it (the money comes back).
 */
import type { UserRow } from '../db/repositories/users';
import type { WithdrawalDto, WithdrawalStatus } from '../db/repositories/withdrawals';
import { isoNow, type DomainContext } from './context';
import { DomainError, invalidField, notFound } from './errors';
import { money, text } from '../i18n';
import type { Players } from './players';
import type { BonusMoney } from './bonusMoney';
import type { Wallet } from './wallet';

const WITHDRAWAL_WORDS = {
  approved: 'одобрена',
  rejected: 'отклонена, деньги возвращены на баланс',
  cancelled: 'отменена, деньги возвращены на баланс',
} as const;

/** Withdrawal requests and their decisions. */
export class Withdrawals {
  constructor(
    private readonly ctx: DomainContext,
    private readonly wallet: Wallet,
    private readonly players: Players,
    private readonly bonusMoney: BonusMoney,
    /** refuses (422 on `amount`) what the player's verification level does not allow (docs/kyc.md) */
    private readonly assertVerifiedFor: (user: UserRow, amountMinor: number) => void,
  ) {}

  private money(user: UserRow, minor: number): string {
    return this.wallet.money(user, minor);
  }

  /**
   * Debits a withdrawal request: 422 below the minimum, over the balance or over the withdrawable part, and (unless
   * `forfeitBonus` confirms it) when it would end active bonuses holding money in the balance, and past what an
   * unverified player may withdraw (checked in the same transaction as the debit, so two requests racing, even from
   * two processes, cannot both pass the limit); then BalanceChanged.
   */
  async requestWithdrawal(
    userId: number,
    amountMinor: number,
    method: string,
    details: string,
    forfeitBonus = false,
  ): Promise<{ withdrawal: WithdrawalDto; user: UserRow }> {
    const result = this.ctx.transaction(() => {
      const user = this.players.get(userId);
      if (amountMinor <= 0) throw invalidField('amount', text('wallet.amount_positive'));
      const min = this.wallet.minWithdrawalMinor(user);
      if (amountMinor < min)
        throw invalidField(
          'amount',
          text('wallet.withdrawal_min', { amount: money(this.money(user, min), user.currency_code) }),
        );
      if (amountMinor > user.balance_minor) throw invalidField('amount', text('wallet.amount_over_balance'));
      const withdrawable = this.wallet.withdrawableMinor(user);
      if (amountMinor > withdrawable) {
        throw invalidField(
          'amount',
          text('wallet.amount_over_withdrawable', {
            amount: money(this.money(user, withdrawable), user.currency_code),
          }),
        );
      }
      this.assertVerifiedFor(user, amountMinor);
      const forfeit = this.bonusMoney.forfeitableMinor(user);
      if (forfeit > 0 && !forfeitBonus) {
        throw invalidField(
          'forfeit_bonus',
          text('wallet.withdrawal_forfeits_bonus', { amount: money(this.money(user, forfeit), user.currency_code) }),
        );
      }
      const ended = forfeit > 0 ? this.bonusMoney.forfeitForWithdrawal(user) : null;
      const withdrawal = this.ctx.repos.withdrawals.insert(user.id, amountMinor, user.currency_code, method, details);
      this.ctx.repos.ledger.post(user.id, -amountMinor, 'withdrawal', isoNow(this.ctx), {
        type: 'withdrawal',
        id: withdrawal.id,
      });
      return { withdrawal, user: this.players.get(user.id), ended };
    });
    if (result.ended) void this.bonusMoney.publish({ ...result.ended, forfeitedMinor: 0 });
    void this.players.publishBalance(result.user, result.user.balance_minor, result.user.balance_version);
    return { withdrawal: result.withdrawal, user: result.user };
  }

  /** Cancels the user's own pending withdrawal and returns the money (409 once decided, 404 for others'). */
  async cancelWithdrawal(userId: number, withdrawalId: number): Promise<{ withdrawal: WithdrawalDto; user: UserRow }> {
    return this.settleWithdrawal(withdrawalId, 'cancelled', userId);
  }

  /** An administrator approves (money stays paid out) or rejects (money back) a pending withdrawal. */
  async decideWithdrawal(
    withdrawalId: number,
    status: 'approved' | 'rejected',
  ): Promise<{ withdrawal: WithdrawalDto; user: UserRow }> {
    return this.settleWithdrawal(withdrawalId, status, null);
  }

  private async settleWithdrawal(
    withdrawalId: number,
    status: Exclude<WithdrawalStatus, 'pending'>,
    ownerId: number | null,
  ) {
    const { repos } = this.ctx;
    const result = this.ctx.transaction(() => {
      const row = repos.withdrawals.byId(withdrawalId);
      if (!row || (ownerId !== null && row.user_id !== ownerId)) throw notFound('Withdrawal');
      if (row.status !== 'pending')
        throw new DomainError('conflict', text('wallet.withdrawal_already', { status: row.status }));
      const at = isoNow(this.ctx);
      repos.withdrawals.setStatus(row.id, status, at);
      const refunded = status !== 'approved';
      if (refunded)
        repos.ledger.post(row.user_id, row.amount_minor, 'withdrawal_refund', at, { type: 'withdrawal', id: row.id });
      const user = this.players.get(row.user_id);
      const withdrawal = repos.withdrawals.toDto({ ...row, status });
      repos.notifications.add(
        user.id,
        'System',
        'Заявка на вывод',
        `Заявка на вывод ${withdrawal.amount} ${withdrawal.currency_code} ${WITHDRAWAL_WORDS[status]}.`,
        { event: 'WithdrawalStatusChanged', withdrawal },
        at,
      );
      return { withdrawal, user, refunded };
    });
    const { user, withdrawal, refunded } = result;
    void this.ctx.publisher.toUser(user.uuid, 'WithdrawalStatusChanged', { withdrawal });
    if (refunded) void this.players.publishBalance(user, user.balance_minor, user.balance_version);
    return { withdrawal, user };
  }
}
