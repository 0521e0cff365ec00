/** What the session list shows of a user's bearer tokens: when each was issued and used, and from which browser. */
import { stmt, type Db } from '../connection';
import { sha256 } from '../../lib/crypto';

/** One bearer token as the session list reads it (never the token or its hash). */
export interface SessionRow {
  id: number;
  created_at: string;
  last_used_at: string | null;
  user_agent: string | null;
  ip: string | null;
  /** 1 for the token the request carries */
  current: number;
}

/** Data access for the sessions (bearer tokens) of a user. */
export class SessionsRepository {
  constructor(private readonly db: Db) {}

  /** Records the browser and address a token was issued to. */
  describe(token: string, userAgent: string | null, ip: string | null): void {
    stmt(this.db, 'UPDATE tokens SET user_agent = ?, ip = ? WHERE token_hash = ?').run(
      userAgent?.slice(0, 512) ?? null,
      ip,
      sha256(token),
    );
  }

  /** The user's tokens, most recently used first; `current` marks the one whose hash is `currentHash`. */
  list(userId: number, currentHash: string): SessionRow[] {
    return stmt(
      this.db,
      `SELECT id, created_at, last_used_at, user_agent, ip, token_hash = ? AS current FROM tokens
      WHERE user_id = ? ORDER BY COALESCE(last_used_at, created_at) DESC, id DESC`,
    ).all(currentHash, userId) as SessionRow[];
  }

  /** Deletes one token of the user by its id; false when the user has no such token. */
  revoke(userId: number, id: number): boolean {
    return stmt(this.db, 'DELETE FROM tokens WHERE id = ? AND user_id = ?').run(id, userId).changes > 0;
  }
}
