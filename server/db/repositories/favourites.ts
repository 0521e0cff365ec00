/** A player's favourite games and the games they opened last. */
import { stmt, type Db } from '../connection';

/** Data access for favourites and recently played games. */
export class FavouritesRepository {
  constructor(private readonly db: Db) {}

  /** Slugs of the user's favourite games, most recently added first. */
  favouriteSlugs(userId: number): string[] {
    const rows = stmt(
      this.db,
      'SELECT g.slug FROM favourites f JOIN games g ON g.id = f.game_id WHERE f.user_id = ? ORDER BY f.created_at DESC, f.rowid DESC',
    ).all(userId) as { slug: string }[];
    return rows.map((r) => r.slug);
  }

  /** Adds a favourite (idempotent). */
  add(userId: number, gameId: number, at: string): void {
    stmt(this.db, 'INSERT OR IGNORE INTO favourites (user_id, game_id, created_at) VALUES (?, ?, ?)').run(
      userId,
      gameId,
      at,
    );
  }

  /** Removes a favourite (idempotent). */
  remove(userId: number, gameId: number): void {
    stmt(this.db, 'DELETE FROM favourites WHERE user_id = ? AND game_id = ?').run(userId, gameId);
  }

  /** Records that the user opened a game at `at`. */
  touchRecent(userId: number, gameId: number, at: string): void {
    stmt(
      this.db,
      'INSERT INTO recent_plays (user_id, game_id, played_at) VALUES (?, ?, ?) ON CONFLICT(user_id, game_id) DO UPDATE SET played_at = excluded.played_at',
    ).run(userId, gameId, at);
  }

  /** Slugs of the last `limit` games the user opened, most recent first. */
  recentSlugs(userId: number, limit: number): string[] {
    const rows = stmt(
      this.db,
      'SELECT g.slug FROM recent_plays r JOIN games g ON g.id = r.game_id WHERE r.user_id = ? ORDER BY r.played_at DESC LIMIT ?',
    ).all(userId, limit) as { slug: string }[];
    return rows.map((r) => r.slug);
  }
}
