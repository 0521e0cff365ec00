/**
 * Wallet, game play and responsible gaming (docs/wallet.md). Every balance change writes one `ledger` row in the same
 * transaction as the balance update, so `users.balance_minor` always equals the sum of the user's ledger.
 * Existing balances get one `opening` entry; users created later with a balance get theirs from a trigger.
 */
export const up = `
CREATE TABLE ledger (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount_minor INTEGER NOT NULL,
  kind TEXT NOT NULL,
  ref_type TEXT,
  ref_id TEXT,
  balance_after_minor INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX ledger_user ON ledger(user_id, id);
INSERT INTO ledger (user_id, amount_minor, kind, balance_after_minor, created_at)
  SELECT id, balance_minor, 'opening', balance_minor, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM users WHERE balance_minor != 0;
CREATE TRIGGER users_opening_ledger AFTER INSERT ON users WHEN NEW.balance_minor != 0
BEGIN
  INSERT INTO ledger (user_id, amount_minor, kind, balance_after_minor, created_at)
  VALUES (NEW.id, NEW.balance_minor, 'opening', NEW.balance_minor, NEW.created_at);
END;
CREATE TRIGGER users_no_negative_balance BEFORE UPDATE OF balance_minor ON users WHEN NEW.balance_minor < 0
BEGIN
  SELECT RAISE(ABORT, 'negative balance');
END;

ALTER TABLE payments ADD COLUMN method TEXT NOT NULL DEFAULT 'card';
ALTER TABLE payments ADD COLUMN status TEXT NOT NULL DEFAULT 'fulfilled';
ALTER TABLE payments ADD COLUMN completed_at TEXT;
UPDATE payments SET completed_at = created_at;
CREATE INDEX payments_user ON payments(user_id, id DESC);

ALTER TABLE withdrawals ADD COLUMN updated_at TEXT;
CREATE INDEX withdrawals_user ON withdrawals(user_id, id DESC);

ALTER TABLE bonuses ADD COLUMN credited_minor INTEGER NOT NULL DEFAULT 0;

CREATE TABLE game_sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id),
  mode TEXT NOT NULL,
  demo_balance_minor INTEGER,
  created_at TEXT NOT NULL
);
CREATE TABLE spins (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES game_sessions(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id),
  mode TEXT NOT NULL,
  stake_minor INTEGER NOT NULL,
  win_minor INTEGER NOT NULL,
  reels TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX spins_user ON spins(user_id, mode, created_at);
CREATE TABLE favourites (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, game_id)
);
CREATE TABLE recent_plays (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  played_at TEXT NOT NULL,
  PRIMARY KEY (user_id, game_id)
);
CREATE INDEX recent_plays_user ON recent_plays(user_id, played_at DESC);

CREATE TABLE rg_limits (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  period TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  pending_amount_minor INTEGER,
  pending_from TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, type, period)
);
CREATE TABLE rg_settings (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  reality_check_minutes INTEGER,
  excluded_until TEXT,
  exclusion TEXT,
  updated_at TEXT NOT NULL
);
CREATE TABLE rg_warnings (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  period TEXT NOT NULL,
  period_start TEXT NOT NULL,
  percent INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, type, period, period_start, percent)
);
`;
