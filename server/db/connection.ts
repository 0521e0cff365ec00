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

export type Db = Database.Database;

/** Migrations in order; the index + 1 is the schema version stored in `PRAGMA user_version`. */
const MIGRATIONS: string[] = [
  m001.up,
  m002.up,
  m003.up,
  m004.up,
  m005.up,
  m006.up,
  m007.up,
  m008.up,
  m009.up,
  m010.up,
  m011.up,
  m012.up,
  m013.up,
  // 014 is reserved for a migration being written on another branch, which replaces this empty step.
  '',
  m015.up,
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

/** Applies every migration newer than the stored `user_version`, each in its own transaction (re-read inside it, so two processes opening a fresh file apply each migration once). */
export function migrate(db: Db): void {
  const step = db.transaction((): boolean => {
    const current = db.pragma('user_version', { simple: true }) as number;
    const sql = MIGRATIONS[current];
    if (sql === undefined) return false;
    db.exec(sql);
    db.pragma(`user_version = ${current + 1}`);
    return true;
  });
  while (step.immediate()) {
    /* next migration */
  }
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
