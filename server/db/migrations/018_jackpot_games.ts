/**
 * Where jackpots can be won, and who won them (docs/jackpots.md): each jackpot's eligible games, the amount it
 * restarts from once won (`seed_minor`, its amount when this migration ran or when it was seeded), and its wins.
 */
import { linkTable } from './linkTable';

/**
 * The eligible games: every game tagged `jackpot` is eligible for each jackpot, except the largest one, which only
 * every other of them (by id) carries. The seed runs it too, once games and jackpots exist.
 */
export const ASSIGN_JACKPOT_GAMES = `
INSERT OR IGNORE INTO jackpot_games (jackpot_id, game_id)
SELECT j.id, g.id FROM jackpots j, games g
WHERE EXISTS (SELECT 1 FROM game_tags gt JOIN tags t ON t.id = gt.tag_id WHERE gt.game_id = g.id AND t.slug = 'jackpot')
  AND (j.id <> (SELECT id FROM jackpots ORDER BY amount_minor DESC, id LIMIT 1) OR g.id % 2 = 0);
UPDATE jackpots SET seed_minor = amount_minor WHERE seed_minor = 0;
`;

export const up = `
ALTER TABLE jackpots ADD COLUMN seed_minor INTEGER NOT NULL DEFAULT 0;
${linkTable('jackpot_games', ['jackpot', 'jackpots'], ['game', 'games'])}
CREATE TABLE jackpot_wins (
  id INTEGER PRIMARY KEY,
  jackpot_id INTEGER NOT NULL REFERENCES jackpots(id) ON DELETE CASCADE,
  win_id INTEGER NOT NULL REFERENCES wins(id) ON DELETE CASCADE,
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  currency_code TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX jackpot_wins_recent ON jackpot_wins(jackpot_id, id);
${ASSIGN_JACKPOT_GAMES}
INSERT OR IGNORE INTO translations (locale, source, value) VALUES
  ('en', 'Джекпот Mega', 'Mega jackpot'),
  ('en', 'Джекпот Major', 'Major jackpot'),
  ('en', 'Джекпот Minor', 'Minor jackpot'),
  ('en', 'Джекпот Mini', 'Mini jackpot');
`;
