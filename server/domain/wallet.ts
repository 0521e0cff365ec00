/**
 * The wallet summary: balance, the bonus money still inside it, what can be withdrawn (balance − bonus money left),
 * and the per-currency deposit and withdrawal bounds that the deposit and withdrawal rules share.
 */
import type { UserRow } from '../db/repositories/users';
import { SETTINGS } from '../db/seedData';
import { parseMoney } from '../lib/money';
import type { Schemas } from '../schemas';
import { userMoney, type DomainContext } from './context';
import type { BonusMoney } from './bonusMoney';
import { bonusMoneyLeft } from '../db/repositories/bonuses';

/** The summary and the bounds the deposit and withdrawal rules check against. */
export class Wallet {
  constructor(
    private readonly ctx: DomainContext,
    private readonly bonusMoney: BonusMoney,
  ) {}

  /** An amount in the user's currency, as the API shows it. */
  money(user: UserRow, minor: number): string {
    return userMoney(this.ctx, user, minor);
  }

  /** Balance minus the bonus money still left inside it, never below zero. */
  withdrawableMinor(user: UserRow): number {
    return Math.max(0, user.balance_minor - this.ctx.repos.bonuses.lockedMinor(user.id));
  }

  /** The smallest withdrawal in the user's currency (settings key `min_withdrawal`; 0 for a currency it does not name). */
  minWithdrawalMinor(user: UserRow): number {
    const stored =
      this.ctx.repos.content.setting('min_withdrawal') ?? SETTINGS.find((s) => s.key === 'min_withdrawal')?.value;
    const entry = (stored as Record<string, string> | undefined)?.[user.currency_code];
    return (entry && parseMoney(entry, this.ctx.money.decimals(user.currency_code))) || 0;
  }

  /** Per-currency deposit bounds in minor units (settings key `deposit_limits`). */
  depositBounds(user: UserRow): { min: number; max: number } {
    const stored =
      this.ctx.repos.content.setting('deposit_limits') ?? SETTINGS.find((s) => s.key === 'deposit_limits')?.value;
    const table = stored as Record<string, { min: string; max: string }> | undefined;
    const entry = table?.[user.currency_code] ?? table?.USD;
    const d = this.ctx.money.decimals(user.currency_code);
    const unit = 10 ** d;
    return {
      min: (entry && parseMoney(entry.min, d)) || unit,
      max: (entry && parseMoney(entry.max, d)) || 10_000 * unit,
    };
  }

  /** The wallet summary of GET /wallet. */
  summary(user: UserRow): Schemas['Wallet'] {
    const bounds = this.depositBounds(user);
    const bonus = this.ctx.repos.bonuses.active(user.id).reduce((sum, b) => sum + bonusMoneyLeft(b), 0);
    return {
      balance: this.money(user, user.balance_minor),
      bonus_balance: this.money(user, bonus),
      withdrawable: this.money(user, this.withdrawableMinor(user)),
      bonus_forfeit: this.money(user, this.bonusMoney.forfeitableMinor(user)),
      min_withdrawal: this.money(user, this.minWithdrawalMinor(user)),
      currency_code: user.currency_code,
      deposit_limits: { min: this.money(user, bounds.min), max: this.money(user, bounds.max) },
      balance_version: user.balance_version,
    };
  }
}
