/** The Telegram sign-in payloads already used, so that a captured one cannot sign in again. */
import { stmt, type Db } from '../connection';

/** Data access for used Telegram payload hashes. */
export class TelegramLoginsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Records the payload's hash as used; false when it was used before. Hashes whose data is older than `oldestAuthDate`
   * go first: such data is refused before it gets here.
   */
  claim(hash: string, authDate: number, oldestAuthDate: number): boolean {
    stmt(this.db, 'DELETE FROM telegram_logins WHERE auth_date < ?').run(oldestAuthDate);
    const inserted = stmt(this.db, 'INSERT OR IGNORE INTO telegram_logins (hash, auth_date) VALUES (?, ?)').run(
      hash,
      authDate,
    );
    return inserted.changes === 1;
  }
}
