/** Seeds the demo data (docs/contract.md) into an empty database (once). */
import { writeTransaction, type Db } from './connection';
import { decimalsFor, parseMoney } from '../lib/money';
import {
  BOOSTS,
  COUNTERS,
  JACKPOTS,
  LOYALTY_LEVELS,
  PLAYER_NAMES,
  PROMOTIONS,
  PROVIDER_NAMES,
  SETTINGS,
  TABLE_GAMES,
  TAGS,
  TITLE_ADJECTIVES,
  TITLE_NOUNS,
} from './seedData';
import { FAQ, PAGES } from './seedContent';
import { applyDemoAccounts, daysFromNow, type DemoAccountsPolicy, type DemoAccountsResult } from './demoAccounts';
import { knownCurrencies } from '../contract';

export type { DemoAccountsPolicy, DemoAccountsResult };
import { refreshSearchTerms, searchTermsOf, transliterate } from './searchTerms';
import { ASSIGN_JACKPOT_GAMES } from './migrations/018_jackpot_games';

/** The currencies the seed stores: those of `x-currencies` with a demo USD rate, in the document's order. */
export const SEEDED_CURRENCIES = knownCurrencies().list.flatMap((c) =>
  c.demo_usd_rate ? [{ code: c.code, usd_rate: c.demo_usd_rate, fiat: c.fiat }] : [],
);

/** Deterministic PRNG (mulberry32) so every fresh database has the same catalogue. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** URL slug of a title (Latin letters, digits and dashes; Cyrillic transliterated roughly). */
export function slugify(title: string): string {
  return transliterate(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** True when the catalogue (currencies, games, content) is already there. */
export function isSeeded(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM currencies').get() as { n: number }).n > 0;
}

/** Inserts `count` games named from the word lists (used by the seed and by the bench for 5,000 games). */
export function insertGames(db: Db, count: number, seed = 42, offset = 0): void {
  const rand = prng(seed);
  const providerIds = (db.prepare('SELECT id FROM providers ORDER BY id').all() as { id: number }[]).map((p) => p.id);
  const tagIds = new Map(
    (db.prepare('SELECT id, slug FROM tags').all() as { id: number; slug: string }[]).map((t) => [t.slug, t.id]),
  );
  const insertGame = db.prepare(
    'INSERT INTO games (slug, title, title_search, provider_id, rtp, is_new, is_popular, popularity, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertTag = db.prepare('INSERT OR IGNORE INTO game_tags (game_id, tag_id) VALUES (?, ?)');
  const slotTags = ['megaways', 'fruits', 'egypt', 'adventure', 'classic', 'bonus-buy', 'asia', 'jackpot'];
  const slugs = new Set((db.prepare('SELECT slug FROM games').all() as { slug: string }[]).map((g) => g.slug));
  for (let i = 0; i < count; i++) {
    const n = i + offset;
    let title: string;
    let kind: string;
    const table = TABLE_GAMES[n];
    if (table && offset === 0) {
      title = table[0];
      kind = table[1];
    } else {
      const adj = TITLE_ADJECTIVES[Math.floor(rand() * TITLE_ADJECTIVES.length)] as string;
      const noun = TITLE_NOUNS[Math.floor(rand() * TITLE_NOUNS.length)] as string;
      const suffix =
        n >= TITLE_ADJECTIVES.length * TITLE_NOUNS.length * 0.5
          ? ` ${['Deluxe', 'Megaways', 'Hold & Win', 'Xmas', 'Remastered', 'II', 'III', 'Gold'][n % 8]}`
          : '';
      title = `${adj} ${noun}${suffix}`;
      kind = 'slots';
    }
    let slug = slugify(title);
    for (let k = 2; slugs.has(slug); k++) slug = `${slugify(title)}-${k}`;
    if (slug !== slugify(title)) title = `${title} ${slug.split('-').pop()}`;
    slugs.add(slug);
    const providerId = providerIds[Math.floor(rand() * providerIds.length)] as number;
    const rtp = (94 + rand() * 3.5).toFixed(2);
    const isNew = rand() < 0.12;
    const popularity = Math.floor(rand() * 10_000);
    // «Новинка» means added in the last two weeks: an older game is never among the newest, so the «Новинки»
    // shelf (the newest games) shows only games with that badge.
    const createdAt = daysFromNow(isNew ? -Math.floor(rand() * 14) : -(30 + Math.floor(rand() * 870)));
    const info = insertGame.run(
      slug,
      title,
      searchTermsOf(title),
      providerId,
      rtp,
      isNew ? 1 : 0,
      popularity > 8500 ? 1 : 0,
      popularity,
      createdAt,
    );
    const gameId = Number(info.lastInsertRowid);
    insertTag.run(gameId, tagIds.get(kind));
    if (kind === 'slots') {
      const extra = slotTags[Math.floor(rand() * slotTags.length)] as string;
      insertTag.run(gameId, tagIds.get(extra));
      if (rand() < 0.3) insertTag.run(gameId, tagIds.get(slotTags[Math.floor(rand() * slotTags.length)] as string));
    }
  }
}

/**
 * Seeds the catalogue and content once (on an empty database), then brings the demo accounts in line with `demo`:
 * an allowed account is created when missing (the player with their bonuses, freespins and notifications); an
 * account no longer allowed (a development database started in production) loses its published password.
 */
export async function seedDatabase(
  db: Db,
  demo: DemoAccountsPolicy = { players: true, admin: true },
): Promise<DemoAccountsResult> {
  if (!isSeeded(db)) seedCatalogue(db);
  else refreshSearchTerms(db);
  return applyDemoAccounts(db, demo);
}

/** Seeds currencies, the catalogue and the site's content (no accounts). */
function seedCatalogue(db: Db): void {
  const rand = prng(7);
  writeTransaction(db, () => {
    const cur = db.prepare('INSERT INTO currencies (code, usd_rate, fiat, sort) VALUES (?, ?, ?, ?)');
    SEEDED_CURRENCIES.forEach((c, i) => cur.run(c.code, c.usd_rate, c.fiat ? 1 : 0, i));
    const prov = db.prepare('INSERT INTO providers (slug, name) VALUES (?, ?)');
    for (const name of PROVIDER_NAMES) prov.run(slugify(name), name);
    const tag = db.prepare('INSERT INTO tags (slug, name, sort) VALUES (?, ?, ?)');
    Object.entries(TAGS).forEach(([slug, name], i) => tag.run(slug, name, i));
    insertGames(db, 240);

    const lvl = db.prepare(
      'INSERT INTO loyalty_levels (name, min_points, cashback_percent, perks) VALUES (?, ?, ?, ?)',
    );
    for (const l of LOYALTY_LEVELS) lvl.run(l.name, l.min_points, l.cashback_percent, JSON.stringify(l.perks));

    const promo = db.prepare(
      'INSERT INTO promotions (slug, title, summary, body, starts_at, ends_at, badge) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    PROMOTIONS.forEach((p, i) =>
      promo.run(
        p.slug,
        p.title,
        p.summary,
        `${p.summary}. Условия: вейджер x35, срок действия 14 дней. Подробности — в разделе «Правила и условия».`,
        daysFromNow(-10 - i * 3),
        i === 2 ? null : daysFromNow(20 + i * 5),
        p.badge,
      ),
    );

    const tour = db.prepare(
      'INSERT INTO tournaments (title, description, prize_pool_minor, currency_code, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const entry = db.prepare('INSERT INTO tournament_entries (tournament_id, name, score) VALUES (?, ?, ?)');
    const prize = db.prepare('INSERT INTO tournament_prizes (tournament_id, place, prize) VALUES (?, ?, ?)');
    const tournaments = [
      {
        title: 'Весенний спринт',
        description: 'Набирайте очки за выигрыши в слотах Golden Lynx.',
        pool: 50_000_000,
        cur: 'RUB',
        start: -3,
        end: 4,
        players: 25,
      },
      {
        title: 'Лайв-марафон',
        description: 'Лучшие серии побед в лайв-играх.',
        pool: 1_000_000,
        cur: 'USD',
        start: 5,
        end: 12,
        players: 0,
      },
      {
        title: 'Зимний кубок',
        description: 'Турнир завершён — поздравляем победителей!',
        pool: 30_000_000,
        cur: 'RUB',
        start: -40,
        end: -33,
        players: 20,
      },
      {
        title: 'Crypto Cup',
        description: 'Турнир для игроков с криптовалютными счетами.',
        pool: 50_000_000,
        cur: 'USDT',
        start: -1,
        end: 6,
        players: 12,
      },
    ];
    for (const t of tournaments) {
      const id = Number(
        tour.run(t.title, t.description, t.pool, t.cur, daysFromNow(t.start), daysFromNow(t.end)).lastInsertRowid,
      );
      for (let i = 0; i < t.players; i++) {
        const name = `${PLAYER_NAMES[Math.floor(rand() * PLAYER_NAMES.length)]}***${Math.floor(rand() * 90 + 10)}`;
        entry.run(id, name, Math.floor(rand() * 100_000));
      }
      // Prizes belong to places 1–3, whoever holds them.
      ['50%', '30%', '20%'].forEach((p, i) => prize.run(id, i + 1, p));
    }

    const payout = db.prepare(
      'INSERT INTO payouts (player, amount_minor, currency_code, game_title, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    const gameTitles = (
      db.prepare('SELECT title FROM games ORDER BY popularity DESC LIMIT 20').all() as { title: string }[]
    ).map((g) => g.title);
    for (let i = 0; i < 40; i++) {
      const c = SEEDED_CURRENCIES[Math.floor(rand() * 5)] as (typeof SEEDED_CURRENCIES)[number];
      const amount = Math.floor((50 + rand() * 5000) * Number(c.usd_rate)) * 100;
      const name = PLAYER_NAMES[Math.floor(rand() * PLAYER_NAMES.length)] as string;
      payout.run(
        `${name.slice(0, 2)}***${name.slice(-1)}`,
        amount,
        c.code,
        gameTitles[i % gameTitles.length] ?? 'Golden Pharaoh',
        new Date(Date.now() - i * 7 * 60_000 - Math.floor(rand() * 300_000)).toISOString(),
      );
    }

    const faq = db.prepare('INSERT INTO faq (category, question, answer, sort) VALUES (?, ?, ?, ?)');
    FAQ.forEach(([c, q, a], i) => faq.run(c, q, a, i));
    const page = db.prepare('INSERT INTO pages (slug, title, sections, updated_at) VALUES (?, ?, ?, ?)');
    for (const p of PAGES) page.run(p.slug, p.title, JSON.stringify(p.sections), daysFromNow(-30));
    const setting = db.prepare('INSERT INTO settings (key, value, sort) VALUES (?, ?, ?)');
    SETTINGS.forEach((s, i) => setting.run(s.key, JSON.stringify(s.value), i));
    const boost = db.prepare('INSERT INTO boosts (title, description, multiplier, ends_at) VALUES (?, ?, ?, ?)');
    for (const b of BOOSTS) boost.run(b.title, b.description, b.multiplier, daysFromNow(b.days));
    const gamesTotal = (db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n;
    const counter = db.prepare('INSERT INTO counters (key, label, value, sort) VALUES (?, ?, ?, ?)');
    COUNTERS.forEach((c, i) => counter.run(c.key, c.label, c.key === 'games_total' ? gamesTotal : c.value, i));
    const jackpot = db.prepare('INSERT INTO jackpots (name, amount_minor, currency_code) VALUES (?, ?, ?)');
    for (const j of JACKPOTS) jackpot.run(j.name, parseMoney(j.amount, decimalsFor(true)), j.currency);
    db.exec(ASSIGN_JACKPOT_GAMES);
  });
}
