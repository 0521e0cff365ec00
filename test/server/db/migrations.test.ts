/** A database from before the security migration is upgraded in place: names derived from e-mails stay private. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../../../server/db/connection';
import * as m001 from '../../../server/db/migrations/001_initial';
import * as m002 from '../../../server/db/migrations/002_wallet';

it('marks sign-up names (the e-mail\'s local part) as not chosen, keeps the others, and adds the new tables', () => {
  const dir = mkdtempSync(join(tmpdir(), 'contract-migrate-'));
  const file = join(dir, 'old.sqlite');
  try {
    const old = new Database(file);
    old.exec(m001.up);
    old.exec(m002.up);
    old.pragma('user_version = 2');
    old.prepare("INSERT INTO currencies (code, usd_rate, fiat) VALUES ('USD', '1', 1)").run();
    const insert = old.prepare("INSERT INTO users (uuid, email, name, currency_code, referral_code, created_at, updated_at) VALUES (?, ?, ?, 'USD', ?, 'now', 'now')");
    insert.run('u1', 'john.smith@example.com', 'john.smith', 'AAAA1111');
    insert.run('u2', 'JANE@example.com', 'jane', 'AAAA2222');
    insert.run('u3', 'kim@example.com', 'Kim the Great', 'AAAA3333');
    insert.run('u4', 'tg42@telegram.local', 'Telegram Person', 'AAAA4444');
    old.close();

    const db = openDatabase(file);
    expect(db.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(3);
    expect(db.prepare('SELECT uuid, name_chosen FROM users ORDER BY uuid').all()).toEqual([
      { uuid: 'u1', name_chosen: 0 },
      { uuid: 'u2', name_chosen: 0 },
      { uuid: 'u3', name_chosen: 1 },
      { uuid: 'u4', name_chosen: 1 },
    ]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM impersonations').get()).toEqual({ n: 0 });
    expect((db.prepare('PRAGMA table_info(game_sessions)').all() as { name: string }[]).map((c) => c.name)).toEqual(expect.arrayContaining(['token_hash', 'last_used_at']));
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
