/** A player's freespins in a game. */
import { nowIso, stmt, type Db } from '../connection';
import type { Schemas } from '../../schemas';

export interface FreespinRow {
  id: number;
  user_id: number;
  game_id: number;
  bonus_id: number | null;
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
    return rows.map((f) => this.toDto(f));
  }

  /** A pack as the API shows it. */
  toDto(f: FreespinRow): Schemas['Freespin'] {
    return {
      id: f.id,
      game: { slug: f.game_slug, title: f.game_title },
      quantity: f.quantity,
      used: f.used,
      status: f.status,
      expires_at: f.expires_at,
      created_at: f.created_at,
    };
  }

  /** One pack with its game, or undefined. */
  byId(id: number): FreespinRow | undefined {
    return stmt(
      this.db,
      'SELECT f.*, g.slug AS game_slug, g.title AS game_title FROM freespins f JOIN games g ON g.id = f.game_id WHERE f.id = ?',
    ).get(id) as FreespinRow | undefined;
  }

  /** The pack a spin in `gameId` uses first: active, spins left, not expired at `at`; the one expiring soonest. */
  nextUsable(userId: number, gameId: number, at: string): FreespinRow | undefined {
    return stmt(
      this.db,
      `SELECT f.*, g.slug AS game_slug, g.title AS game_title FROM freespins f JOIN games g ON g.id = f.game_id
       WHERE f.user_id = ? AND f.game_id = ? AND f.status = 'active' AND f.used < f.quantity AND (f.expires_at IS NULL OR f.expires_at > ?)
       ORDER BY f.expires_at IS NULL, f.expires_at, f.id LIMIT 1`,
    ).get(userId, gameId, at) as FreespinRow | undefined;
  }

  /** Counts one spin of a pack used; the pack becomes `used` with its last spin. */
  useOne(id: number): void {
    stmt(
      this.db,
      "UPDATE freespins SET used = used + 1, status = CASE WHEN used + 1 >= quantity THEN 'used' ELSE status END WHERE id = ?",
    ).run(id);
  }

  /** Records the bonus that collects a pack's winnings. */
  setBonus(id: number, bonusId: number): void {
    stmt(this.db, 'UPDATE freespins SET bonus_id = ? WHERE id = ?').run(bonusId, id);
  }

  /** Whether the bonus collects a pack's free-spin winnings. */
  collectsWinnings(bonusId: number): boolean {
    return stmt(this.db, 'SELECT 1 FROM freespins WHERE bonus_id = ? LIMIT 1').get(bonusId) !== undefined;
  }

  /** Grants freespins in a game; returns the id. */
  insert(
    userId: number,
    gameId: number,
    quantity: number,
    expiresAt: string | null,
    used = 0,
    status: FreespinRow['status'] = 'active',
  ): number {
    const info = stmt(
      this.db,
      'INSERT INTO freespins (user_id, game_id, quantity, used, status, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(userId, gameId, quantity, used, status, expiresAt, nowIso());
    return Number(info.lastInsertRowid);
  }
}
