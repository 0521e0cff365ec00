/** Two-factor sign-in: each user's TOTP secret, the hashes of their recovery codes, and the challenges of sign-ins. */
import { figure, stmt, writeTransaction, type Db } from '../connection';

export interface TwoFactorRow {
  user_id: number;
  secret: string;
  /** null while the secret waits for its first code (enabling is not finished) */
  confirmed_at: string | null;
  /** the last TOTP time step accepted: a code of that step or an earlier one is refused */
  last_step: number;
  created_at: string;
}

/** Data access for two-factor secrets, recovery codes and sign-in challenges. */
export class TwoFactorRepository {
  constructor(private readonly db: Db) {}

  byUser(userId: number): TwoFactorRow | undefined {
    return stmt(this.db, 'SELECT * FROM two_factor WHERE user_id = ?').get(userId) as TwoFactorRow | undefined;
  }

  /** The stored secrets, newest first (all, or the first `limit`). */
  secrets(limit = -1): Pick<TwoFactorRow, 'user_id' | 'secret'>[] {
    return stmt(this.db, 'SELECT user_id, secret FROM two_factor ORDER BY created_at DESC, user_id DESC LIMIT ?').all(
      limit,
    ) as Pick<TwoFactorRow, 'user_id' | 'secret'>[];
  }

  /** Replaces a stored secret by the same secret in another form (encrypted). */
  replaceSecret(userId: number, secret: string): void {
    stmt(this.db, 'UPDATE two_factor SET secret = ? WHERE user_id = ?').run(secret, userId);
  }

  /** Stores a new secret waiting for its first code (replacing an unconfirmed one). */
  savePending(userId: number, secret: string, at: string): void {
    stmt(
      this.db,
      `INSERT INTO two_factor (user_id, secret, confirmed_at, last_step, created_at) VALUES (?, ?, NULL, 0, ?)
      ON CONFLICT(user_id) DO UPDATE SET secret = excluded.secret, confirmed_at = NULL, last_step = 0,
      created_at = excluded.created_at`,
    ).run(userId, secret, at);
  }

  /** Marks the secret confirmed and replaces the recovery codes by these hashes. */
  confirm(userId: number, codeHashes: string[], at: string): void {
    writeTransaction(this.db, () => {
      stmt(this.db, 'UPDATE two_factor SET confirmed_at = ? WHERE user_id = ?').run(at, userId);
      stmt(this.db, 'DELETE FROM two_factor_recovery_codes WHERE user_id = ?').run(userId);
      const insert = stmt(this.db, 'INSERT INTO two_factor_recovery_codes (user_id, code_hash) VALUES (?, ?)');
      for (const hash of codeHashes) insert.run(userId, hash);
    });
  }

  /** Turns two-factor sign-in off: the secret, the recovery codes and pending challenges go. */
  remove(userId: number): void {
    writeTransaction(this.db, () => {
      stmt(this.db, 'DELETE FROM two_factor WHERE user_id = ?').run(userId);
      stmt(this.db, 'DELETE FROM two_factor_recovery_codes WHERE user_id = ?').run(userId);
      stmt(this.db, 'DELETE FROM two_factor_challenges WHERE user_id = ?').run(userId);
    });
  }

  /** Accepts a TOTP step once: true when it is later than the last accepted one (and records it). */
  acceptStep(userId: number, step: number): boolean {
    return (
      stmt(this.db, 'UPDATE two_factor SET last_step = ? WHERE user_id = ? AND last_step < ?').run(step, userId, step)
        .changes > 0
    );
  }

  /** Spends an unused recovery code of the user by its hash: true when there was one. */
  spendRecoveryCode(userId: number, codeHash: string, at: string): boolean {
    return (
      stmt(
        this.db,
        'UPDATE two_factor_recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL',
      ).run(at, userId, codeHash).changes > 0
    );
  }

  /** How many recovery codes the user has left. */
  recoveryCodesLeft(userId: number): number {
    return figure(
      this.db,
      'SELECT COUNT(*) AS n FROM two_factor_recovery_codes WHERE user_id = ? AND used_at IS NULL',
      userId,
    );
  }

  /** Stores a sign-in challenge (by its hash) valid until `expiresAt` (ISO). */
  createChallenge(userId: number, tokenHash: string, expiresAt: string): void {
    stmt(this.db, 'DELETE FROM two_factor_challenges WHERE expires_at < ?').run(new Date().toISOString());
    stmt(this.db, 'INSERT INTO two_factor_challenges (user_id, token_hash, expires_at) VALUES (?, ?, ?)').run(
      userId,
      tokenHash,
      expiresAt,
    );
  }

  /** The user of a live challenge, or undefined. */
  challengeUser(tokenHash: string, now: string): number | undefined {
    return (
      stmt(this.db, 'SELECT user_id FROM two_factor_challenges WHERE token_hash = ? AND expires_at >= ?').get(
        tokenHash,
        now,
      ) as { user_id: number } | undefined
    )?.user_id;
  }

  /** Ends a challenge (it signed in). */
  endChallenge(tokenHash: string): void {
    stmt(this.db, 'DELETE FROM two_factor_challenges WHERE token_hash = ?').run(tokenHash);
  }
}
