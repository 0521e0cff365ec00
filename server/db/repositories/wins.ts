/** The wins feed's rows: every real-money win, and each player's feed privacy (docs/wins-feed.md). */
import { stmt, type Db } from '../connection';
import type { CurrencyMoney } from '../../lib/money';
import type { Schemas } from '../../schemas';

export type WinKind = Schemas['Win']['kind'];

interface WinRow {
  id: number;
  kind: WinKind;
  slug: string;
  title: string;
  amount_minor: number;
  currency_code: string;
  big: number;
  created_at: string;
  public_name: string | null;
  hide_name: number | null;
}

interface PrivacyRow {
  public_name: string | null;
  hide_name: number;
  hide_wins: number;
}

/** How many wins a list answers: the feed shows fewer, and keeps no more than this. */
export const WINS_LIST_SIZE = 30;

const SELECT = `SELECT w.id, w.kind, g.slug, g.title, w.amount_minor, w.currency_code, w.big, w.created_at,
  p.public_name, p.hide_name
  FROM wins w JOIN games g ON g.id = w.game_id LEFT JOIN feed_privacy p ON p.user_id = w.user_id`;

/** Data access for the wins feed. */
export class WinsRepository {
  constructor(
    private readonly db: Db,
    private readonly money: CurrencyMoney,
  ) {}

  /** Records one win; returns its id. */
  insert(win: {
    userId: number;
    gameId: number;
    kind: WinKind;
    amountMinor: number;
    currencyCode: string;
    big: boolean;
    at: string;
  }): number {
    return Number(
      stmt(
        this.db,
        'INSERT INTO wins (user_id, game_id, kind, amount_minor, currency_code, big, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(win.userId, win.gameId, win.kind, win.amountMinor, win.currencyCode, win.big ? 1 : 0, win.at)
        .lastInsertRowid,
    );
  }

  /** One win as the feed shows it (the winner's name as their privacy says now). */
  byId(id: number): Schemas['Win'] | undefined {
    const row = stmt(this.db, `${SELECT} WHERE w.id = ?`).get(id) as WinRow | undefined;
    return row ? this.toDto(row) : undefined;
  }

  /** The latest public wins (players hiding their wins left out), newest first; only big ones with `bigOnly`. */
  recent(bigOnly: boolean): Schemas['Win'][] {
    const rows = stmt(
      this.db,
      `${SELECT} WHERE (p.hide_wins IS NULL OR p.hide_wins = 0) AND (? = 0 OR w.big = 1) ORDER BY w.id DESC LIMIT ?`,
    ).all(bigOnly ? 1 : 0, WINS_LIST_SIZE) as WinRow[];
    return rows.map((row) => this.toDto(row));
  }

  /** One player's latest wins, hidden or not, newest first. */
  ofUser(userId: number): Schemas['Win'][] {
    const rows = stmt(this.db, `${SELECT} WHERE w.user_id = ? ORDER BY w.id DESC LIMIT ?`).all(
      userId,
      WINS_LIST_SIZE,
    ) as WinRow[];
    return rows.map((row) => this.toDto(row));
  }

  /** A player's feed privacy; a player who never set it has no public name. */
  privacy(userId: number): Schemas['FeedPrivacy'] {
    const row = stmt(this.db, 'SELECT public_name, hide_name, hide_wins FROM feed_privacy WHERE user_id = ?').get(
      userId,
    ) as PrivacyRow | undefined;
    return {
      public_name: row?.public_name ?? null,
      hide_name: row?.hide_name === 1,
      hide_wins: row?.hide_wins === 1,
    };
  }

  /** Saves a player's feed privacy. */
  setPrivacy(userId: number, privacy: Schemas['FeedPrivacy'], at: string): void {
    stmt(
      this.db,
      `INSERT INTO feed_privacy (user_id, public_name, hide_name, hide_wins, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET public_name = excluded.public_name, hide_name = excluded.hide_name,
       hide_wins = excluded.hide_wins, updated_at = excluded.updated_at`,
    ).run(userId, privacy.public_name, privacy.hide_name ? 1 : 0, privacy.hide_wins ? 1 : 0, at);
  }

  /** The big-win amount in US dollars (a site setting), or null when the site has none. */
  bigWinUsd(): string | null {
    const row = stmt(this.db, "SELECT value FROM settings WHERE key = 'wins_big_win_usd'").get() as
      { value: string } | undefined;
    if (!row) return null;
    const value: unknown = JSON.parse(row.value);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  }

  private toDto(row: WinRow): Schemas['Win'] {
    return {
      id: row.id,
      kind: row.kind,
      game: { slug: row.slug, title: row.title },
      amount: this.money.format(row.amount_minor, row.currency_code),
      currency_code: row.currency_code,
      // No public name chosen, or the name hidden: the feed says «Скрыт».
      player: row.public_name !== null && row.hide_name !== 1 ? row.public_name : null,
      big: row.big === 1,
      won_at: row.created_at,
    };
  }
}
