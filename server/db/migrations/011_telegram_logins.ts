/**
 * Telegram sign-in data already used: each signed payload (its hash) signs in or links once. Rows older than the
 * accepted age of the data are pruned, since such data is refused as outdated anyway (docs/server.md, "Telegram").
 */
export const up = `
CREATE TABLE telegram_logins (
  hash TEXT PRIMARY KEY,
  auth_date INTEGER NOT NULL
);
CREATE INDEX telegram_logins_auth_date ON telegram_logins(auth_date);
`;
