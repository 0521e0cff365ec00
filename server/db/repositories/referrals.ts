/** Referral rows: who signed up through whose link, and the devices of sign-ups (docs/referrals.md). */
import { stmt, type Db } from '../connection';

export interface ReferralRow {
  id: number;
  referrer_id: number;
  referred_id: number;
  referred_email: string;
  reward_minor: number | null;
  rewarded_at: string | null;
  created_at: string;
}

/** How many referred players the dashboard lists (the newest). */
export const REFERRALS_LIST_SIZE = 50;

/** Data access for referrals. */
export class ReferralsRepository {
  constructor(private readonly db: Db) {}

  /** Remembers the device a new account signed up from. */
  addSignupDevice(deviceHash: string, userId: number, at: string): void {
    stmt(this.db, 'INSERT OR IGNORE INTO signup_devices (device_hash, user_id, created_at) VALUES (?, ?, ?)').run(
      deviceHash,
      userId,
      at,
    );
  }

  /** The accounts that signed up from a device. */
  signupsFrom(deviceHash: string): number[] {
    return (
      stmt(this.db, 'SELECT user_id FROM signup_devices WHERE device_hash = ?').all(deviceHash) as { user_id: number }[]
    ).map((r) => r.user_id);
  }

  /** Whether a referral was already claimed from this mailbox (normalised e-mail). */
  mailboxClaimed(mailbox: string): boolean {
    return stmt(this.db, 'SELECT 1 FROM referrals WHERE mailbox = ?').get(mailbox) !== undefined;
  }

  insert(referrerId: number, referredId: number, deviceHash: string, mailbox: string, at: string): void {
    stmt(
      this.db,
      'INSERT INTO referrals (referrer_id, referred_id, device_hash, mailbox, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(referrerId, referredId, deviceHash, mailbox, at);
  }

  /** Marks the referral of `referredId` rewarded, once: false when there is none or it was rewarded already. */
  markRewarded(referredId: number, rewardMinor: number, at: string): { referrerId: number } | null {
    const row = stmt(
      this.db,
      'UPDATE referrals SET reward_minor = ?, rewarded_at = ? WHERE referred_id = ? AND rewarded_at IS NULL RETURNING referrer_id',
    ).get(rewardMinor, at, referredId) as { referrer_id: number } | undefined;
    return row ? { referrerId: row.referrer_id } : null;
  }

  /** The referrer's referred players, newest first, with their e-mail (to be masked by the caller). */
  ofReferrer(referrerId: number): ReferralRow[] {
    return stmt(
      this.db,
      `SELECT r.id, r.referrer_id, r.referred_id, u.email AS referred_email, r.reward_minor, r.rewarded_at, r.created_at
       FROM referrals r JOIN users u ON u.id = r.referred_id WHERE r.referrer_id = ? ORDER BY r.id DESC LIMIT ?`,
    ).all(referrerId, REFERRALS_LIST_SIZE) as ReferralRow[];
  }

  /** How many players the referrer brought, how many of them were rewarded, and the rewards' sum. */
  totals(referrerId: number): { count: number; rewarded: number; rewardMinor: number } {
    return stmt(
      this.db,
      `SELECT COUNT(*) AS count, COUNT(rewarded_at) AS rewarded, COALESCE(SUM(reward_minor), 0) AS rewardMinor
       FROM referrals WHERE referrer_id = ?`,
    ).get(referrerId) as { count: number; rewarded: number; rewardMinor: number };
  }
}
