/**
 * Referrals (docs/referrals.md): a player signs up with another's code (from a /r/{code} link); the referrer gets
 * the site's referral reward in cash when the referred player's first deposit is credited, in that deposit's
 * transaction. Nobody refers themselves, and one device or mailbox claims an invitation once.
 */
import { createHash } from 'node:crypto';
import type { ReferralRow } from '../db/repositories/referrals';
import type { UserRow } from '../db/repositories/users';
import { parseMoney } from '../lib/money';
import { text, type Message } from '../i18n';
import type { Schemas } from '../schemas';
import { isoNow, type DomainContext } from './context';
import { convertMinor } from './convertMoney';
import type { CreditedCash, Rewards } from './rewards';

/** The referral reward when the site setting `referral_reward` is missing or malformed. */
const DEFAULT_REWARD = { amount: '500.00', currency: 'RUB' };
/** The description of the referrer's cash prize (translated through the content dictionary). */
export const REFERRAL_REWARD_DESCRIPTION = 'Приглашённый вами игрок сделал первый депозит';

/** The mailbox an e-mail delivers to: lower case, without a `+tag` (so `a+1@x.org` and `a@x.org` are one). */
export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at).split('+')[0] ?? '';
  return `${local}@${lower.slice(at + 1)}`;
}

/** An e-mail as the referrer sees it: `pl***@e***.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? '' : email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot < 0 ? '' : domain.slice(dot);
  return `${local.slice(0, 2)}***@${domain.slice(0, 1)}***${tld}`;
}

/** What a sign-up with a referral code is checked against. */
export interface ReferralClaim {
  code: string;
  email: string;
  /** the browser's device id, or the request's user agent and address when it sent none */
  device: string;
}

/** A checked claim, recorded with the new account. */
export interface CheckedClaim {
  referrer: UserRow;
  deviceHash: string;
  mailbox: string;
}

/** Referral claims, the referrer's reward and dashboard. */
export class Referrals {
  constructor(
    private readonly ctx: DomainContext,
    private readonly rewards: Rewards,
  ) {}

  static deviceHash(device: string): string {
    return createHash('sha256').update(device).digest('hex');
  }

  /** Checks a sign-up's referral code: the referrer, or the refusal to show under `referral_code`. */
  check(claim: ReferralClaim): CheckedClaim | { refusal: Message } {
    const { users, referrals } = this.ctx.repos;
    const referrer = users.byReferralCode(claim.code.trim().toUpperCase());
    if (!referrer) return { refusal: text('auth.invalid_referral') };
    const mailbox = mailboxOf(claim.email);
    const deviceHash = Referrals.deviceHash(claim.device);
    const devices = referrals.signupsFrom(deviceHash);
    if (mailboxOf(referrer.email) === mailbox || devices.includes(referrer.id))
      return { refusal: text('referrals.self') };
    if (devices.length > 0) return { refusal: text('referrals.device_used') };
    if (referrals.mailboxClaimed(mailbox)) return { refusal: text('referrals.email_used') };
    return { referrer, deviceHash, mailbox };
  }

  /** Records a new account's device, and its referral when it had one (inside the sign-up's transaction). */
  recordSignUp(user: UserRow, device: string, claim: CheckedClaim | null): void {
    const at = isoNow(this.ctx);
    const { referrals } = this.ctx.repos;
    if (claim) referrals.insert(claim.referrer.id, user.id, claim.deviceHash, claim.mailbox, at);
    referrals.addSignupDevice(Referrals.deviceHash(device), user.id, at);
  }

  /**
   * Credits the referrer of `referred` once, on their first credited deposit (call inside the deposit's
   * transaction; publish what it returns after the commit).
   */
  creditFirstDeposit(referred: UserRow): CreditedCash | null {
    const { users, referrals } = this.ctx.repos;
    const referrerId = referred.referred_by;
    const referrer = referrerId === null ? undefined : users.byId(referrerId);
    if (!referrer) return null;
    const rewardMinor = this.rewardIn(referrer.currency_code);
    if (rewardMinor <= 0) return null;
    if (!referrals.markRewarded(referred.id, rewardMinor, isoNow(this.ctx))) return null;
    return this.rewards.creditCash(referrer.id, rewardMinor, REFERRAL_REWARD_DESCRIPTION);
  }

  /** The referrer's dashboard: their code, the players they brought (masked), and what they earned. */
  dashboard(user: UserRow): Schemas['ReferralDashboard'] {
    const { referrals } = this.ctx.repos;
    const money = (minor: number): string => this.ctx.money.format(minor, user.currency_code);
    const totals = referrals.totals(user.id);
    return {
      code: user.referral_code,
      link_path: `/r/${user.referral_code}`,
      currency_code: user.currency_code,
      reward: money(this.rewardIn(user.currency_code)),
      referrals_count: totals.count,
      rewarded_count: totals.rewarded,
      rewards_total: money(totals.rewardMinor),
      referrals: referrals.ofReferrer(user.id).map((r: ReferralRow) => ({
        id: r.id,
        player: maskEmail(r.referred_email),
        joined_at: r.created_at,
        status: r.rewarded_at === null ? 'pending' : 'rewarded',
        reward: r.reward_minor === null ? null : money(r.reward_minor),
        rewarded_at: r.rewarded_at,
      })),
    };
  }

  /** The site's referral reward in `currencyCode` minor units, converted through the USD rates (rounded down). */
  private rewardIn(currencyCode: string): number {
    const { content } = this.ctx.repos;
    const setting = content.setting('referral_reward');
    const reward =
      typeof setting === 'object' && setting !== null && 'amount' in setting && 'currency' in setting
        ? { amount: String(setting.amount), currency: String(setting.currency) }
        : DEFAULT_REWARD;
    const amount = parseMoney(reward.amount, this.ctx.money.decimals(reward.currency));
    return amount === null ? 0 : convertMinor(this.ctx, amount, reward.currency, currencyCode);
  }
}
