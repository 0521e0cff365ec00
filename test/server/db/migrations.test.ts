/** Databases from before a migration are upgraded in place and keep their data (one case per migration that moves data). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrate, openDatabase, type Migration } from '../../../server/db/connection';
import * as m001 from '../../../server/db/migrations/001_initial';
import * as m002 from '../../../server/db/migrations/002_wallet';
import * as m003 from '../../../server/db/migrations/003_security';

/** Migrations as an older server ran them, oldest first. */
const OLDER = [m001.up, m002.up, m003.up];

/**
 * A database as an older server at schema `version` left it, holding the rows `fill` adds; then opened as the server
 * opens it (running every newer migration) and handed to `check`.
 */
function upgradeFrom(
  version: number,
  fill: (old: Database.Database) => void,
  check: (db: Database.Database) => void,
): void {
  const dir = mkdtempSync(join(tmpdir(), 'contract-migrate-'));
  const file = join(dir, 'old.sqlite');
  try {
    const old = new Database(file);
    for (const up of OLDER.slice(0, version)) old.exec(up);
    old.pragma(`user_version = ${version}`);
    fill(old);
    old.close();
    const db = openDatabase(file);
    try {
      check(db);
    } finally {
      db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Adds the USD currency to an old database and answers a statement that adds a USD user, created and updated 'now',
 * from values for `columns` in that order (the columns of users differ between versions).
 */
function usdUserInsert(old: Database.Database, columns: string[]): Database.Statement {
  old.prepare("INSERT INTO currencies (code, usd_rate, fiat) VALUES ('USD', '1', 1)").run();
  const values = columns.map(() => '?').join(', ');
  return old.prepare(
    `INSERT INTO users (${columns.join(', ')}, currency_code, created_at, updated_at) VALUES (${values}, 'USD', 'now', 'now')`,
  );
}

it("marks sign-up names (the e-mail's local part) as not chosen, keeps the others, and adds the new tables", () => {
  upgradeFrom(
    2,
    (old) => {
      const insert = usdUserInsert(old, ['uuid', 'email', 'name', 'referral_code']);
      insert.run('u1', 'john.smith@example.com', 'john.smith', 'AAAA1111');
      insert.run('u2', 'JANE@example.com', 'jane', 'AAAA2222');
      insert.run('u3', 'kim@example.com', 'Kim the Great', 'AAAA3333');
      insert.run('u4', 'tg42@telegram.local', 'Telegram Person', 'AAAA4444');
    },
    (db) => {
      expect(db.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(4);
      expect(db.prepare('SELECT uuid, name_chosen FROM users ORDER BY uuid').all()).toEqual([
        { uuid: 'u1', name_chosen: 0 },
        { uuid: 'u2', name_chosen: 0 },
        { uuid: 'u3', name_chosen: 1 },
        { uuid: 'u4', name_chosen: 1 },
      ]);
      expect(db.prepare('SELECT COUNT(*) AS n FROM impersonations').get()).toEqual({ n: 0 });
      expect((db.prepare('PRAGMA table_info(game_sessions)').all() as { name: string }[]).map((c) => c.name)).toEqual(
        expect.arrayContaining(['token_hash', 'last_used_at']),
      );
    },
  );
});

it('gives existing balances their latest ledger row id as version, and existing jackpots version 1 (migration 004)', () => {
  upgradeFrom(
    3,
    (old) => {
      const insert = usdUserInsert(old, ['uuid', 'email', 'name', 'balance_minor', 'referral_code']);
      insert.run('rich', 'rich@example.com', 'Rich', 500, 'AAAA1111');
      insert.run('poor', 'poor@example.com', 'Poor', 0, 'AAAA2222');
      old.prepare("INSERT INTO jackpots (name, amount_minor, currency_code) VALUES ('Mega', 100, 'USD')").run();
    },
    (db) => {
      expect(db.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(4);
      const opening = (
        db
          .prepare(
            "SELECT MAX(ledger.id) AS id FROM ledger JOIN users ON users.id = ledger.user_id WHERE uuid = 'rich'",
          )
          .get() as { id: number }
      ).id;
      expect(db.prepare('SELECT uuid, balance_version FROM users ORDER BY uuid').all()).toEqual([
        { uuid: 'poor', balance_version: 0 },
        { uuid: 'rich', balance_version: opening },
      ]);
      expect(db.prepare('SELECT version FROM jackpots').get()).toEqual({ version: 1 });
      db.prepare('UPDATE jackpots SET amount_minor = amount_minor + 1').run();
      expect(db.prepare('SELECT version FROM jackpots').get()).toEqual({ version: 2 });
    },
  );
});

it('gives stored bug reports the inbox columns (route, app version, error count) from their log', () => {
  upgradeFrom(
    3,
    (old) => {
      const insert = old.prepare(
        "INSERT INTO bug_reports (description, report, created_at) VALUES (?, ?, '2026-11-20T00:00:00.000Z')",
      );
      insert.run(
        'with a log',
        JSON.stringify({ report: { route: '/wallet', appVersion: 'v1' }, log: { errors: [{}, {}] } }),
      );
      insert.run('bare', '{}');
    },
    (db) => {
      expect(
        db
          .prepare(
            'SELECT description, route, app_version, error_count, user_id, resolved_at, resolved_by FROM bug_reports ORDER BY id',
          )
          .all(),
      ).toEqual([
        {
          description: 'with a log',
          route: '/wallet',
          app_version: 'v1',
          error_count: 2,
          user_id: null,
          resolved_at: null,
          resolved_by: null,
        },
        {
          description: 'bare',
          route: null,
          app_version: null,
          error_count: 0,
          user_id: null,
          resolved_at: null,
          resolved_by: null,
        },
      ]);
    },
  );
});

it('applies a migration that lands after a higher-numbered one, once, where a counted placeholder would skip it', () => {
  const db = new Database(':memory:');
  try {
    // A database of the time when 2 was an empty placeholder: `user_version` counted it.
    db.exec('CREATE TABLE one (id INTEGER); CREATE TABLE three (id INTEGER)');
    db.pragma('user_version = 3');
    const before: Migration[] = [
      [1, 'CREATE TABLE one (id INTEGER)'],
      [3, 'CREATE TABLE three (id INTEGER)'],
    ];
    migrate(db, before);
    const later: Migration[] = [...before, [2, 'CREATE TABLE two (id INTEGER)'], [4, 'CREATE TABLE four (id INTEGER)']];
    migrate(db, later);
    migrate(db, later);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'schema_migrations'");
    expect((tables.all() as { name: string }[]).map((t) => t.name).sort()).toEqual(['four', 'one', 'three', 'two']);
    expect(db.pragma('user_version', { simple: true })).toBe(4);
  } finally {
    db.close();
  }
});
