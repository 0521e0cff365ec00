/**
 * Bearer tokens (Sanctum-like personal access tokens): a sliding idle lifetime counted from the last use and an
 * absolute one counted from sign-in, the last use written at most once a minute per token, and revocation that also closes the user's realtime sockets
 * (Pusher's "terminate user connections"), so a signed-out browser stops receiving the user's private events. Every
 * sign-in and sign-out is pushed to the user (SessionsChanged), so their open session lists follow.
 */
import type { TokenOwner, UserRow } from '../db/repositories/users';
import { sha256 } from '../lib/crypto';
import { isoNow, type DomainContext } from './context';

/** A token's last use is written when the stored one is older than this. */
export const TOKEN_TOUCH_INTERVAL_MS = 60_000;

/** Issues, resolves and revokes bearer tokens. */
export class AccessTokens {
  constructor(
    private readonly ctx: DomainContext,
    /** a token unused for this long no longer signs anyone in */
    readonly idleSeconds: number,
    /** nor one issued this long ago, however often it was used */
    readonly maxAgeSeconds: number,
  ) {}

  /**
   * Issues a new token for the user (only its SHA-256 is stored), with the browser and address it goes to when known
   * (the session list shows them).
   */
  issue(userId: number, device?: { userAgent: string | null; ip: string | null }): string {
    const token = this.ctx.repos.users.issueToken(userId, isoNow(this.ctx));
    if (device) this.ctx.repos.sessions.describe(token, device.userAgent, device.ip);
    const user = this.ctx.repos.users.byId(userId);
    if (user) void this.ctx.publisher.toUser(user.uuid, 'SessionsChanged', { change: 'signed_in' });
    return token;
  }

  /**
   * The owner of a live token, or undefined. An idle token is deleted on sight; a live one has its last use moved to
   * now when the stored one is more than a minute old (one write per token per minute, not one per request).
   */
  owner(token: string): TokenOwner | undefined {
    const { users } = this.ctx.repos;
    const found = users.tokenOwner(sha256(token));
    if (!found) return undefined;
    const now = this.ctx.clock.now();
    const lastUse = Date.parse(found.lastUsedAt ?? found.createdAt);
    if (now - lastUse > this.idleSeconds * 1000 || now - Date.parse(found.createdAt) > this.maxAgeSeconds * 1000) {
      users.deleteToken(found.tokenId);
      return undefined;
    }
    if (now - lastUse >= TOKEN_TOUCH_INTERVAL_MS) users.touchToken(found.tokenId, new Date(now).toISOString());
    return found;
  }

  /** The user of a live token, or undefined. */
  user(token: string): UserRow | undefined {
    return this.owner(token)?.user;
  }

  /** Revokes one token (sign-out) and closes the user's realtime sockets. */
  revoke(token: string, user: UserRow): void {
    this.ctx.repos.users.revokeToken(token);
    this.signedOut(user);
  }

  /** Revokes every token of the user (time-out, self-exclusion, password reset) and closes their sockets. */
  revokeAll(user: UserRow): void {
    this.ctx.repos.users.revokeAllTokens(user.id);
    this.signedOut(user);
  }

  /**
   * Revokes every token of the user but `keep` (password change) and closes their sockets: every socket of the user
   * reconnects and must be authorised again, which only the kept token can do.
   */
  revokeOthers(user: UserRow, keep: string | null): void {
    this.ctx.repos.users.revokeOtherTokens(user.id, keep);
    this.signedOut(user);
  }

  /**
   * Replaces the password and signs every other token out, in one transaction, provided the stored password is still
   * the one the caller verified (`verifiedHash`); false when it changed meanwhile (nothing is written then).
   */
  changePassword(userId: number, verifiedHash: string | null, newHash: string, keep: string | null): boolean {
    const user = this.ctx.transaction(() => {
      const current = this.ctx.repos.users.byId(userId);
      if (!current || current.password_hash !== verifiedHash) return null;
      this.ctx.repos.users.update(userId, { password_hash: newHash });
      this.ctx.repos.users.revokeOtherTokens(userId, keep);
      return current;
    });
    if (user) this.signedOut(user);
    return user !== null;
  }

  /** Deletes every token idle past its lifetime or older than its absolute lifetime; returns how many. */
  pruneIdle(): number {
    const now = this.ctx.clock.now();
    return this.ctx.repos.users.deleteTokensIdleSince(
      new Date(now - this.idleSeconds * 1000).toISOString(),
      new Date(now - this.maxAgeSeconds * 1000).toISOString(),
    );
  }

  /**
   * Revokes one of the user's tokens by its id (sessions list) and closes the user's sockets: those of the kept
   * sessions sign their channels again, the revoked one cannot. False when the user has no such token.
   */
  revokeById(user: UserRow, id: number): boolean {
    const revoked = this.ctx.repos.sessions.revoke(user.id, id);
    if (revoked) this.signedOut(user);
    return revoked;
  }

  /**
   * After a sign-out: the user's other sessions hear it (their lists drop it), and every socket of the user closes.
   * The kept sessions sign their channels again and recover the push if their socket closed before it arrived.
   */
  private signedOut(user: UserRow): void {
    void this.ctx.publisher.toUser(user.uuid, 'SessionsChanged', { change: 'signed_out' });
    void this.ctx.publisher.terminateUser(user.uuid);
  }
}
