/**
 * Account security (docs/account-security.md): two-factor sign-in with a TOTP secret, its one-time recovery codes
 * (stored hashed) and the short-lived challenges between a sign-in's two steps; and what the session list shows of
 * each bearer token (the browser's user agent and the address it signed in from).
 */
export const up = `
ALTER TABLE tokens ADD COLUMN user_agent TEXT;
ALTER TABLE tokens ADD COLUMN ip TEXT;
CREATE TABLE two_factor (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  confirmed_at TEXT,
  last_step INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE two_factor_recovery_codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX two_factor_recovery_codes_user ON two_factor_recovery_codes(user_id);
CREATE TABLE two_factor_challenges (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL
);
`;
