/** A player's freespins in a game. */
import { nowIso, stmt, type Db } from '../connection';
import type { Schemas } from '../../schemas';

interface FreespinRow {
  id: number;
  quantity: number;
  used: number;
  status: Schemas['Freespin']['status'];
  expires_at: string | null;
  created_at: string;
  game_slug: string;
  game_title: string;
}

/** Data access for freespins. */
export class FreespinsRepository {
  constructor(private readonly db: Db) {}

  /** The user's freespins, newest first. */
  list(userId: number): Schemas['Freespin'][] {
    const rows = stmt(
      this.db,
      `SELECT f.*, g.slug AS game_slug, g.title AS game_title FROM freespins f JOIN games g ON g.id = f.game_id
       WHERE f.user_id = ? ORDER BY f.created_at DESC, f.id DESC`,
    ).all(userId) as FreespinRow[];
    return rows.map((f) => ({
      id: f.id,
      game: { slug: f.game_slug, title: f.game_title },
      quantity: f.quantity,
      used: f.used,
      status: f.status,
      expires_at: f.expires_at,
      created_at: f.created_at,
    }));
  }

  /** Grants freespins in a game; returns the id. */
  insert(userId: number, gameId: number, quantity: number, expiresAt: string | null, used = 0, status: FreespinRow['status'] = 'active'): number {
    const info = stmt(this.db, 'INSERT INTO freespins (user_id, game_id, quantity, used, status, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(userId, gameId, quantity, used, status, expiresAt, nowIso());
    return Number(info.lastInsertRowid);
  }
}
