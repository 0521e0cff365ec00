/**
 * Safe deployment: the impersonation audit, token and game-session lifetimes, and whether a player chose their
 * display name (the presence channel shows a neutral name otherwise, never one derived from the e-mail).
 */
export const up = `
CREATE TABLE impersonations (
  id INTEGER PRIMARY KEY,
  actor_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  method TEXT NOT NULL,
  route TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX tokens_user ON tokens(user_id);

ALTER TABLE game_sessions ADD COLUMN token_hash TEXT;
ALTER TABLE game_sessions ADD COLUMN last_used_at TEXT;
UPDATE game_sessions SET last_used_at = created_at;
CREATE INDEX game_sessions_mode_used ON game_sessions(mode, last_used_at);

ALTER TABLE users ADD COLUMN name_chosen INTEGER NOT NULL DEFAULT 0;
UPDATE users SET name_chosen = 1 WHERE instr(email, '@') = 0 OR lower(name) != lower(substr(email, 1, instr(email, '@') - 1));
`;
