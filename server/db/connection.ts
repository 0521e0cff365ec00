/** Opens the SQLite database (WAL mode) and applies the numbered migrations. */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as m001 from './migrations/001_initial';
import * as m002 from './migrations/002_wallet';
import * as m003 from './migrations/003_security';
import * as m004 from './migrations/004_versions';
import * as m005 from './migrations/005_support';
import * as m006 from './migrations/006_translations';
import * as m007 from './migrations/007_player_polish';
import * as m008 from './migrations/008_push_history';
import * as m009 from './migrations/009_money_rules';
import * as m010 from './migrations/010_client_errors';
import * as m011 from './migrations/011_telegram_logins';
import * as m012 from './migrations/012_account_security';
import * as m013 from './migrations/013_wins_feed';
import * as m015 from './migrations/015_referrals';
import * as m016 from './migrations/016_reward_claims';
import * as m017 from './migrations/017_kyc';
import * as m018 from './migrations/018_jackpot_games';

export type Db = Database.Database;

/**
 * The migrations, each with its number (the file's prefix). A number may be missing while its migration is written on
 * another branch: which numbers a database has applied is kept in `schema_migrations`, so one landing later than a
 * higher number is still applied (never skipped, as a placeholder counted by `user_version` would be).
 */
export type Migration = readonly [version: number, up: string];
export const MIGRATIONS: readonly Migration[] = [
  [1, m001.up],
  [2, m002.up],
  [3, m003.up],
  [4, m004.up],
  [5, m005.up],
  [6, m006.up],
  [7, m007.up],
  [8, m008.up],
  [9, m009.up],
  [10, m010.up],
  [11, m011.up],
  [12, m012.up],
  [13, m013.up],
  [15, m015.up],
  [16, m016.up],
  [17, m017.up],
  [18, m018.up],
];

/** How long a statement waits for another connection's write lock before SQLITE_BUSY (the API then answers 503). */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/** Opens (creating the folder and file if needed) and migrates the database at `file`. */
export function openDatabase(
  file: string,
  { busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS }: { busyTimeoutMs?: number } = {},
): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // NORMAL is durable against process crashes (SIGKILL) in WAL mode; only a power loss may drop the last commits.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  migrate(db);
  return db;
}

/**
 * Applies every migration not yet in `schema_migrations`, in number order, each in its own transaction (re-checked
 * inside it, so two processes opening a fresh file apply each migration once). A database from before that table
 * counted its migrations in `user_version` only: every listed number up to it counts as applied (the numbers it
 * skipped were empty placeholders). `user_version` keeps the highest number applied.
 */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): void {
  db.transaction(() => {
    const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
    if (exists) return;
    db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    const counted = db.pragma('user_version', { simple: true }) as number;
    const insert = db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)');
    for (const [version] of migrations) if (version <= counted) insert.run(version, nowIso());
  }).immediate();
  const applied = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?');
  const step = db.transaction(([version, up]: Migration): void => {
    if (applied.get(version)) return;
    db.exec(up);
    db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(version, nowIso());
    const highest = db.pragma('user_version', { simple: true }) as number;
    if (version > highest) db.pragma(`user_version = ${version}`);
  });
  for (const migration of [...migrations].sort((a, b) => a[0] - b[0])) step.immediate(migration);
}

/**
 * Runs `work` in one write transaction that takes the write lock at BEGIN (IMMEDIATE): a deferred transaction that
 * reads first and writes later gets SQLITE_BUSY at once when another connection wrote meanwhile, without waiting for
 * the busy timeout. Nested calls join the outer transaction (a savepoint).
 */
export function writeTransaction<T>(db: Db, work: () => T): T {
  return db.transaction(work).immediate();
}

/** True for SQLite's "another connection holds the lock" errors, which a retry a moment later resolves. */
export function isBusyError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/** Current time as an ISO string (the one clock the server uses for stored dates). */
export function nowIso(): string {
  return new Date().toISOString();
}

const statementCache = new WeakMap<Db, Map<string, Database.Statement>>();

/** `db.prepare(sql)`, compiled once per connection and SQL text (for hot paths). */
export function stmt(db: Db, sql: string): Database.Statement {
  let cache = statementCache.get(db);
  if (!cache) {
    cache = new Map();
    statementCache.set(db, cache);
  }
  let s = cache.get(sql);
  if (!s) {
    s = db.prepare(sql);
    cache.set(sql, s);
  }
  return s;
}

/** The one figure a `SELECT COUNT(*) AS n …` or `SELECT COALESCE(SUM(…), 0) AS n …` query answers. */
export function figure(db: Db, sql: string, ...args: unknown[]): number {
  return (stmt(db, sql).get(...args) as { n: number }).n;
}
