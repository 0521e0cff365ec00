/**
 * The live wins feed (docs/wins-feed.md): every real-money win, and how each player appears in the public feed. A
 * player without a row here has no public name, so their wins show as hidden. The big-win amount is a site setting.
 */
export const up = `
CREATE TABLE wins (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id),
  kind TEXT NOT NULL CHECK (kind IN ('spin', 'jackpot')),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  currency_code TEXT NOT NULL,
  big INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX wins_user ON wins(user_id, id);
CREATE INDEX wins_big ON wins(big, id);
CREATE TABLE feed_privacy (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  public_name TEXT,
  hide_name INTEGER NOT NULL DEFAULT 0,
  hide_wins INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);
INSERT OR IGNORE INTO settings (key, value, sort) VALUES ('wins_big_win_usd', '"100.00"', 1000);
`;
