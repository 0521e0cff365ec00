/**
 * Referrals (docs/referrals.md): who signed up through whose link, from which device and mailbox (so neither claims
 * twice), and the reward the referrer got for it. `signup_devices` remembers the device of every sign-up, so a
 * device that already made an account cannot claim an invitation, and nobody can invite themselves from their own.
 */
export const up = `
CREATE TABLE referrals (
  id INTEGER PRIMARY KEY,
  referrer_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  referred_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  device_hash TEXT NOT NULL UNIQUE,
  mailbox TEXT NOT NULL UNIQUE,
  reward_minor INTEGER,
  rewarded_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX referrals_referrer ON referrals(referrer_id, id);
CREATE TABLE signup_devices (
  device_hash TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (device_hash, user_id)
);
INSERT OR IGNORE INTO settings (key, value, sort) VALUES ('referral_reward', '{"amount":"500.00","currency":"RUB"}', 1001);
INSERT OR IGNORE INTO translations (locale, source, value) VALUES
  ('en', 'Приглашённый вами игрок сделал первый депозит', 'A player you invited made their first deposit');
`;
