/** Site content: promotions, tournaments, loyalty levels, FAQ, pages, settings, boosts, counters, jackpots, payouts. */
import { stmt, type Db } from '../connection';
import type { CurrencyMoney } from '../../lib/money';
import type { Schemas } from '../../schemas';

export type JackpotDto = Schemas['Jackpot'];
export type LoyaltyLevelDto = Schemas['LoyaltyLevel'];

/** A loyalty level as stored: its perks are a JSON array. */
type LoyaltyLevelRow = Omit<LoyaltyLevelDto, 'perks'> & { perks: string };
/** A jackpot as stored: its amount in minor units, and always a version. */
type JackpotRow = Omit<JackpotDto, 'amount' | 'version'> & { amount_minor: number; version: number };

export type SettingDto = Schemas['Setting'];
export type LeaderboardRowDto = Schemas['LeaderboardRow'];
export type TournamentDetail = Schemas['TournamentDetail'];

/** How many leaderboard rows a tournament page shows (the viewer's own row is added when it is below them). */
export const LEADERBOARD_TOP = 10;

/** Read (and a little write) access to site content. */
export class ContentRepository {
  constructor(
    private readonly db: Db,
    private readonly money: CurrencyMoney,
  ) {}

  promotions(): unknown[] {
    return this.db
      .prepare(
        'SELECT id, slug, title, summary, body, starts_at, ends_at, badge FROM promotions ORDER BY starts_at DESC, id',
      )
      .all();
  }

  private tournamentDto(
    t: {
      id: number;
      title: string;
      description: string;
      prize_pool_minor: number;
      currency_code: string;
      starts_at: string;
      ends_at: string;
      players: number;
    },
    now: string,
  ): Schemas['Tournament'] {
    return {
      id: t.id,
      title: t.title,
      description: t.description,
      prize_pool: this.money.format(t.prize_pool_minor, t.currency_code),
      currency_code: t.currency_code,
      starts_at: t.starts_at,
      ends_at: t.ends_at,
      status: now < t.starts_at ? 'upcoming' : now > t.ends_at ? 'finished' : 'running',
      players_count: t.players,
    };
  }

  private static readonly TOURNAMENT_SQL =
    'SELECT t.*, (SELECT COUNT(*) FROM tournament_entries e WHERE e.tournament_id = t.id) AS players FROM tournaments t';

  tournaments(): unknown[] {
    const now = new Date().toISOString();
    const rows = this.db.prepare(`${ContentRepository.TOURNAMENT_SQL} ORDER BY t.starts_at DESC`).all() as Parameters<
      ContentRepository['tournamentDto']
    >[0][];
    return rows.map((r) => this.tournamentDto(r, now));
  }

  /**
   * One tournament: the top `top` rows of its leaderboard (ordered by score; a rank's prize comes from the
   * tournament's prize table, by place), its prizes, and the viewer's own row (null for a guest or a player who
   * has not entered).
   */
  tournament(id: number, viewerId: number | null = null, top = LEADERBOARD_TOP): TournamentDetail | undefined {
    const row = this.db.prepare(`${ContentRepository.TOURNAMENT_SQL} WHERE t.id = ?`).get(id) as
      Parameters<ContentRepository['tournamentDto']>[0] | undefined;
    if (!row) return undefined;
    const rows = stmt(
      this.db,
      `WITH ranked AS (
         SELECT name, score, user_id, ROW_NUMBER() OVER (ORDER BY score DESC, id) AS rank FROM tournament_entries WHERE tournament_id = ?
       )
       SELECT r.rank, r.name, r.score, r.user_id, p.prize FROM ranked r
       LEFT JOIN tournament_prizes p ON p.tournament_id = ? AND p.place = r.rank
       WHERE r.rank <= ? OR (r.user_id IS NOT NULL AND r.user_id = ?) ORDER BY r.rank`,
    ).all(id, id, top, viewerId) as {
      rank: number;
      name: string;
      score: number;
      user_id: number | null;
      prize: string | null;
    }[];
    const toRow = (r: (typeof rows)[number]): LeaderboardRowDto => ({
      rank: r.rank,
      name: r.name,
      score: r.score,
      prize: r.prize,
      ...(viewerId !== null && r.user_id === viewerId ? { me: true } : {}),
    });
    const own = viewerId === null ? undefined : rows.find((r) => r.user_id === viewerId);
    const prizes = stmt(
      this.db,
      'SELECT place, prize FROM tournament_prizes WHERE tournament_id = ? ORDER BY place',
    ).all(id) as { place: number; prize: string }[];
    return {
      tournament: this.tournamentDto(row, new Date().toISOString()),
      leaderboard: rows.filter((r) => r.rank <= top).map(toRow),
      prizes,
      me: own ? toRow(own) : null,
    };
  }

  loyaltyLevels(): LoyaltyLevelDto[] {
    const rows = this.db.prepare('SELECT * FROM loyalty_levels ORDER BY min_points').all() as LoyaltyLevelRow[];
    return rows.map((l) => ({ ...l, perks: JSON.parse(l.perks) as string[] }));
  }

  faq(): unknown[] {
    return this.db.prepare('SELECT id, category, question, answer FROM faq ORDER BY sort, id').all();
  }

  page(slug: string): unknown | undefined {
    const p = this.db.prepare('SELECT * FROM pages WHERE slug = ?').get(slug) as
      { slug: string; title: string; sections: string; updated_at: string } | undefined;
    return p ? { ...p, sections: JSON.parse(p.sections) as unknown } : undefined;
  }

  settings(): SettingDto[] {
    return (
      this.db.prepare('SELECT key, value FROM settings ORDER BY sort, key').all() as { key: string; value: string }[]
    ).map((s) => ({
      key: s.key,
      value: JSON.parse(s.value) as unknown,
    }));
  }

  /** The value of one site setting (undefined when it is not set). */
  setting(key: string): unknown {
    const row = stmt(this.db, 'SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
    return row ? (JSON.parse(row.value) as unknown) : undefined;
  }

  /** Writes one site setting (JSON), adding it when it is not set. */
  setSetting(key: string, value: unknown): void {
    stmt(
      this.db,
      `INSERT INTO settings (key, value, sort) VALUES (?, ?, (SELECT COALESCE(MAX(sort), 0) + 1 FROM settings))
      ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
    ).run(key, JSON.stringify(value));
  }

  boosts(): unknown[] {
    return this.db.prepare('SELECT id, title, description, multiplier, ends_at FROM boosts ORDER BY id').all();
  }

  /**
   * The site's counters. `tournaments_running` counts the tournaments running at `now`; `players_online`, when
   * `playersOnline` is known, is that live figure (the presence channel's members, what the header shows).
   */
  counters(now: string, playersOnline: number | null = null): { key: string; label: string; value: number }[] {
    const rows = this.db.prepare('SELECT key, label, value FROM counters ORDER BY sort, key').all() as {
      key: string;
      label: string;
      value: number;
    }[];
    const running = (
      stmt(this.db, 'SELECT COUNT(*) AS n FROM tournaments WHERE starts_at <= ? AND ends_at > ?').get(now, now) as {
        n: number;
      }
    ).n;
    return rows.map((c) => {
      if (c.key === 'tournaments_running') return { ...c, value: running };
      if (c.key === 'players_online' && playersOnline !== null) return { ...c, value: playersOnline };
      return c;
    });
  }

  jackpots(): JackpotDto[] {
    const rows = this.db.prepare('SELECT * FROM jackpots ORDER BY id').all() as JackpotRow[];
    return rows.map((j) => ({
      id: j.id,
      name: j.name,
      amount: this.money.format(j.amount_minor, j.currency_code),
      currency_code: j.currency_code,
      version: j.version,
    }));
  }

  /** Adds minor units to a jackpot (a trigger stamps it with the next jackpot version). */
  growJackpot(id: number, deltaMinor: number): void {
    this.db.prepare('UPDATE jackpots SET amount_minor = amount_minor + ? WHERE id = ?').run(deltaMinor, id);
  }

  jackpotIds(): number[] {
    return (this.db.prepare('SELECT id FROM jackpots ORDER BY id').all() as { id: number }[]).map((r) => r.id);
  }

  payouts(limit = 30): unknown[] {
    return (
      this.db.prepare('SELECT * FROM payouts ORDER BY created_at DESC, id DESC LIMIT ?').all(limit) as {
        id: number;
        player: string;
        amount_minor: number;
        currency_code: string;
        game_title: string;
        created_at: string;
      }[]
    ).map((p) => ({
      id: p.id,
      player: p.player,
      amount: this.money.format(p.amount_minor, p.currency_code),
      currency_code: p.currency_code,
      game_title: p.game_title,
      created_at: p.created_at,
    }));
  }
}
