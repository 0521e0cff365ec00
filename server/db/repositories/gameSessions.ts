/** Game sessions of the demo slot and their spins (demo play money lives on the session). */
import { stmt, type Db } from '../connection';

export type PlayMode = 'demo' | 'real';

export interface SessionRow {
  id: string;
  user_id: number | null;
  game_id: number;
  mode: PlayMode;
  demo_balance_minor: number | null;
  created_at: string;
  game_slug: string;
}

export interface NewSpin {
  stakeMinor: number;
  winMinor: number;
  reels: string[][];
}

/** Data access for sessions and spins. */
export class GameSessionsRepository {
  constructor(private readonly db: Db) {}

  /** One session with its game's slug, or undefined. */
  byId(id: string): SessionRow | undefined {
    return stmt(this.db, 'SELECT s.*, g.slug AS game_slug FROM game_sessions s JOIN games g ON g.id = s.game_id WHERE s.id = ?').get(id) as SessionRow | undefined;
  }

  /** Opens a session. */
  insert(id: string, userId: number | null, gameId: number, mode: PlayMode, demoBalanceMinor: number | null, at: string): void {
    stmt(this.db, 'INSERT INTO game_sessions (id, user_id, game_id, mode, demo_balance_minor, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(id, userId, gameId, mode, demoBalanceMinor, at);
  }

  /** Sets a demo session's play money. */
  setDemoBalance(id: string, minor: number): void {
    stmt(this.db, 'UPDATE game_sessions SET demo_balance_minor = ? WHERE id = ?').run(minor, id);
  }

  /** Records a spin of a session; returns its id. */
  insertSpin(session: SessionRow, spin: NewSpin, at: string): number {
    return Number(
      stmt(this.db, 'INSERT INTO spins (session_id, user_id, game_id, mode, stake_minor, win_minor, reels, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(session.id, session.user_id, session.game_id, session.mode, spin.stakeMinor, spin.winMinor, JSON.stringify(spin.reels), at).lastInsertRowid,
    );
  }

  /** Real-money stakes minus wins of the user since `since` (negative when the player is ahead). */
  realLossSince(userId: number, since: string): number {
    return (stmt(this.db, "SELECT COALESCE(SUM(stake_minor - win_minor), 0) AS s FROM spins WHERE user_id = ? AND mode = 'real' AND created_at >= ?").get(userId, since) as { s: number }).s;
  }
}
