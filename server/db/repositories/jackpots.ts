/** Where jackpots can be won and who won them (docs/jackpots.md); the jackpots' amounts are in content.ts. */
import { stmt, type Db } from '../connection';

/** Data access for the jackpots' eligible games and wins. */
export class JackpotsRepository {
  constructor(private readonly db: Db) {}

  /** A jackpot's amount, the amount it restarts from, and its currency. */
  byId(
    id: number,
  ): { id: number; name: string; amount_minor: number; seed_minor: number; currency_code: string } | undefined {
    return stmt(this.db, 'SELECT id, name, amount_minor, seed_minor, currency_code FROM jackpots WHERE id = ?').get(
      id,
    ) as { id: number; name: string; amount_minor: number; seed_minor: number; currency_code: string } | undefined;
  }

  /** Whether a game is eligible for a jackpot. */
  eligible(jackpotId: number, gameId: number): boolean {
    return (
      stmt(this.db, 'SELECT 1 FROM jackpot_games WHERE jackpot_id = ? AND game_id = ?').get(jackpotId, gameId) !==
      undefined
    );
  }

  /** The ids of the jackpots a game carries, smallest seed amount first. */
  ofGame(gameId: number): number[] {
    const rows = stmt(
      this.db,
      `SELECT j.id FROM jackpot_games jg JOIN jackpots j ON j.id = jg.jackpot_id
       WHERE jg.game_id = ? ORDER BY j.seed_minor, j.id`,
    ).all(gameId) as { id: number }[];
    return rows.map((r) => r.id);
  }

  /** How many games are eligible for each jackpot. */
  gameCounts(): Map<number, number> {
    const rows = stmt(this.db, 'SELECT jackpot_id, COUNT(*) AS n FROM jackpot_games GROUP BY jackpot_id').all() as {
      jackpot_id: number;
      n: number;
    }[];
    return new Map(rows.map((r) => [r.jackpot_id, r.n]));
  }

  /** Records a jackpot win (the feed's win row `winId`) and restarts the jackpot from its seed amount. */
  recordWin(jackpotId: number, winId: number, amountMinor: number, currencyCode: string, at: string): void {
    stmt(
      this.db,
      'INSERT INTO jackpot_wins (jackpot_id, win_id, amount_minor, currency_code, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(jackpotId, winId, amountMinor, currencyCode, at);
    stmt(this.db, 'UPDATE jackpots SET amount_minor = seed_minor WHERE id = ?').run(jackpotId);
  }

  /** The feed's win rows of a jackpot's latest wins, newest first (players hiding their wins left out). */
  recentWinIds(jackpotId: number, limit = 10): number[] {
    const rows = stmt(
      this.db,
      `SELECT jw.win_id FROM jackpot_wins jw JOIN wins w ON w.id = jw.win_id
       LEFT JOIN feed_privacy fp ON fp.user_id = w.user_id
       WHERE jw.jackpot_id = ? AND COALESCE(fp.hide_wins, 0) = 0 ORDER BY jw.id DESC LIMIT ?`,
    ).all(jackpotId, limit) as { win_id: number }[];
    return rows.map((r) => r.win_id);
  }
}
