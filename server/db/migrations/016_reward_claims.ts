/**
 * The rewards claim centre (docs/rewards-claims.md): one row per claimed period of a program. The unique key is what
 * makes a claim happen once, however many requests arrive together; the credited cash prize is the ledger row of the
 * claim's notification.
 */
export const up = `
CREATE TABLE reward_claims (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  program TEXT NOT NULL CHECK (program IN ('rakeback', 'cashback')),
  period_start TEXT NOT NULL,
  period_end TEXT NOT NULL,
  base_minor INTEGER NOT NULL CHECK (base_minor >= 0),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  currency_code TEXT NOT NULL,
  rate TEXT NOT NULL,
  notification_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, program, period_start)
);
CREATE INDEX reward_claims_last ON reward_claims(user_id, program, id);
INSERT OR IGNORE INTO translations (locale, source, value) VALUES
  ('en', 'Рейкбек за день', 'Daily rakeback'),
  ('en', 'Кешбэк за неделю', 'Weekly cashback');
`;
