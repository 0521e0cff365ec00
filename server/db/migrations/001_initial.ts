/** The initial schema. Money columns are integer minor units (`*_minor`). */
import { linkTable } from './linkTable';

export const up = `
CREATE TABLE currencies (
  code TEXT PRIMARY KEY,
  usd_rate TEXT NOT NULL,
  fiat INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  password_hash TEXT,
  email_verified_at TEXT,
  roles TEXT NOT NULL DEFAULT '["player"]',
  currency_code TEXT NOT NULL REFERENCES currencies(code),
  balance_minor INTEGER NOT NULL DEFAULT 0,
  telegram_id INTEGER UNIQUE,
  locale TEXT NOT NULL DEFAULT 'ru',
  referral_code TEXT NOT NULL UNIQUE,
  referred_by INTEGER REFERENCES users(id),
  loyalty_points INTEGER NOT NULL DEFAULT 0,
  verification_sent_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE TABLE password_resets (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at INTEGER NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE mails (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_at TEXT NOT NULL
);
CREATE TABLE providers (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL);
CREATE TABLE tags (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, sort INTEGER NOT NULL DEFAULT 0);
CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  title_search TEXT NOT NULL,
  provider_id INTEGER NOT NULL REFERENCES providers(id),
  rtp TEXT NOT NULL,
  is_new INTEGER NOT NULL DEFAULT 0,
  is_popular INTEGER NOT NULL DEFAULT 0,
  popularity INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX games_provider ON games(provider_id);
CREATE INDEX games_popularity ON games(popularity DESC);
${linkTable('game_tags', ['game', 'games'], ['tag', 'tags'])}
CREATE TABLE promotions (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL, summary TEXT NOT NULL, body TEXT NOT NULL,
  starts_at TEXT NOT NULL, ends_at TEXT, badge TEXT
);
CREATE TABLE tournaments (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, description TEXT NOT NULL, prize_pool_minor INTEGER NOT NULL,
  currency_code TEXT NOT NULL REFERENCES currencies(code), starts_at TEXT NOT NULL, ends_at TEXT NOT NULL
);
CREATE TABLE tournament_entries (
  id INTEGER PRIMARY KEY,
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  name TEXT NOT NULL, score INTEGER NOT NULL, prize TEXT
);
CREATE INDEX tournament_entries_t ON tournament_entries(tournament_id, score DESC);
CREATE TABLE loyalty_levels (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, min_points INTEGER NOT NULL, cashback_percent TEXT NOT NULL, perks TEXT NOT NULL
);
CREATE TABLE bonuses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL, amount_minor INTEGER NOT NULL, currency_code TEXT NOT NULL, wager INTEGER NOT NULL,
  wagered_minor INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL, expires_at TEXT, created_at TEXT NOT NULL
);
CREATE TABLE freespins (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id),
  quantity INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL, expires_at TEXT, created_at TEXT NOT NULL
);
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL, title TEXT NOT NULL, body TEXT NOT NULL, data TEXT NOT NULL, read_at TEXT, created_at TEXT NOT NULL
);
CREATE INDEX notifications_user ON notifications(user_id, id DESC);
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount_minor INTEGER NOT NULL, currency_code TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount_minor INTEGER NOT NULL, currency_code TEXT NOT NULL, method TEXT NOT NULL, details TEXT NOT NULL,
  status TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE payouts (
  id INTEGER PRIMARY KEY, player TEXT NOT NULL, amount_minor INTEGER NOT NULL, currency_code TEXT NOT NULL,
  game_title TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE faq (id INTEGER PRIMARY KEY, category TEXT NOT NULL, question TEXT NOT NULL, answer TEXT NOT NULL, sort INTEGER NOT NULL);
CREATE TABLE pages (slug TEXT PRIMARY KEY, title TEXT NOT NULL, sections TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL, sort INTEGER NOT NULL DEFAULT 0);
CREATE TABLE boosts (id INTEGER PRIMARY KEY, title TEXT NOT NULL, description TEXT NOT NULL, multiplier TEXT NOT NULL, ends_at TEXT NOT NULL);
CREATE TABLE counters (key TEXT PRIMARY KEY, label TEXT NOT NULL, value INTEGER NOT NULL, sort INTEGER NOT NULL DEFAULT 0);
CREATE TABLE jackpots (id INTEGER PRIMARY KEY, name TEXT NOT NULL, amount_minor INTEGER NOT NULL, currency_code TEXT NOT NULL);
CREATE TABLE bug_reports (id INTEGER PRIMARY KEY, description TEXT NOT NULL, report TEXT NOT NULL, created_at TEXT NOT NULL);
`;
