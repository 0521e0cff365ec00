/** Game sessions of the demo slot and their spins (demo play money lives on the session). */
import { figure, stmt, type Db } from '../connection';

export type PlayMode = 'demo' | 'real';

export interface SessionRow {
  id: string;
  user_id: number | null;
  game_id: number;
  mode: PlayMode;
  demo_balance_minor: number | null;
  /** SHA-256 of the bearer token that opened a real-money session (null for demo sessions) */
  token_hash: string | null;
  created_at: string;
  /** the last spin (or the opening) */
  last_used_at: string | null;
  game_slug: string;
}

export interface NewSpin {
  stakeMinor: number;
  winMinor: number;
  reels: string[][];
  /** a free spin of a real-money session: recorded as `freespin`, so it counts in no loss limit */
  free?: boolean;
}

/** Data access for sessions and spins. */
export class GameSessionsRepository {
  constructor(private readonly db: Db) {}

  /** One session with its game's slug, or undefined. */
  byId(id: string): SessionRow | undefined {
    return stmt(
      this.db,
      'SELECT s.*, g.slug AS game_slug FROM game_sessions s JOIN games g ON g.id = s.game_id WHERE s.id = ?',
    ).get(id) as SessionRow | undefined;
  }

  /** Opens a session (`tokenHash`: the opening bearer token's SHA-256, for real money). */
  insert(
    id: string,
    userId: number | null,
    gameId: number,
    mode: PlayMode,
    demoBalanceMinor: number | null,
    tokenHash: string | null,
    at: string,
  ): void {
    stmt(
      this.db,
      'INSERT INTO game_sessions (id, user_id, game_id, mode, demo_balance_minor, token_hash, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(id, userId, gameId, mode, demoBalanceMinor, tokenHash, at, at);
  }

  /** Records a use of the session (its idle lifetime counts from the last one). */
  touch(id: string, at: string): void {
    stmt(this.db, 'UPDATE game_sessions SET last_used_at = ? WHERE id = ?').run(at, id);
  }

  /** Deletes demo sessions (and their spins) unused since `cutoff`; returns how many. Real-money ones are history and stay. */
  deleteDemoUnusedSince(cutoff: string): number {
    return stmt(
      this.db,
      "DELETE FROM game_sessions WHERE mode = 'demo' AND COALESCE(last_used_at, created_at) < ?",
    ).run(cutoff).changes;
  }

  /** Sets a demo session's play money. */
  setDemoBalance(id: string, minor: number): void {
    stmt(this.db, 'UPDATE game_sessions SET demo_balance_minor = ? WHERE id = ?').run(minor, id);
  }

  /** Records a spin of a session; returns its id. */
  insertSpin(session: SessionRow, spin: NewSpin, at: string): number {
    return Number(
      stmt(
        this.db,
        'INSERT INTO spins (session_id, user_id, game_id, mode, stake_minor, win_minor, reels, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(
        session.id,
        session.user_id,
        session.game_id,
        spin.free ? 'freespin' : session.mode,
        spin.stakeMinor,
        spin.winMinor,
        JSON.stringify(spin.reels),
        at,
      ).lastInsertRowid,
    );
  }

  /** Real-money stakes minus wins of the user since `since` (negative when the player is ahead). */
  realLossSince(userId: number, since: string): number {
    return figure(
      this.db,
      "SELECT COALESCE(SUM(stake_minor - win_minor), 0) AS n FROM spins WHERE user_id = ? AND mode = 'real' AND created_at >= ?",
      userId,
      since,
    );
  }
}
