/**
 * Prizes belong to places, not to rows: a tournament's prize table (place → prize) replaces the prize column of
 * the entries (the seed had given the prizes to the first rows it inserted, whatever their score). Entries may name
 * the player who holds them, so the leaderboard can show a player their own rank. A pack of free spins records the
 * bonus that collects its winnings.
 */
export const up = `
CREATE TABLE tournament_prizes (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  place INTEGER NOT NULL CHECK (place > 0),
  prize TEXT NOT NULL,
  PRIMARY KEY (tournament_id, place)
);
INSERT INTO tournament_prizes (tournament_id, place, prize)
  SELECT tournament_id, ROW_NUMBER() OVER (PARTITION BY tournament_id ORDER BY id), prize
  FROM tournament_entries WHERE prize IS NOT NULL;
ALTER TABLE tournament_entries DROP COLUMN prize;
ALTER TABLE tournament_entries ADD COLUMN user_id INTEGER REFERENCES users(id) ON DELETE SET NULL;
CREATE INDEX tournament_entries_user ON tournament_entries(user_id, tournament_id);

ALTER TABLE freespins ADD COLUMN bonus_id INTEGER REFERENCES bonuses(id) ON DELETE SET NULL;
`;
