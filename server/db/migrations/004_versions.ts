/**
 * Versions that tell a client which of two values is newer (docs/realtime-client.md, "Ordering"):
 * `users.balance_version` is the id of the player's latest ledger row (kept by a trigger on every ledger insert),
 * and `jackpots.version` is a site-wide counter stamped on a jackpot each time its amount changes.
 */
export const up = `
ALTER TABLE users ADD COLUMN balance_version INTEGER NOT NULL DEFAULT 0;
UPDATE users SET balance_version = COALESCE((SELECT MAX(ledger.id) FROM ledger WHERE ledger.user_id = users.id), 0);
CREATE TRIGGER ledger_balance_version AFTER INSERT ON ledger
BEGIN
  UPDATE users SET balance_version = NEW.id WHERE id = NEW.user_id;
END;

ALTER TABLE jackpots ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
UPDATE jackpots SET version = 1;
CREATE TRIGGER jackpots_version_on_insert AFTER INSERT ON jackpots
BEGIN
  UPDATE jackpots SET version = (SELECT MAX(version) FROM jackpots) + 1 WHERE id = NEW.id;
END;
CREATE TRIGGER jackpots_version_on_change AFTER UPDATE OF amount_minor ON jackpots
BEGIN
  UPDATE jackpots SET version = (SELECT MAX(version) FROM jackpots) + 1 WHERE id = NEW.id;
END;
`;
