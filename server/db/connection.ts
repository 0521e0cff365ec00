/** Opens the SQLite database (WAL mode) and applies the numbered migrations. */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as m001 from './migrations/001_initial';
import * as m002 from './migrations/002_wallet';

export type Db = Database.Database;

/** Migrations in order; the index + 1 is the schema version stored in `PRAGMA user_version`. */
const MIGRATIONS: string[] = [m001.up, m002.up];

/** Opens (creating the folder and file if needed) and migrates the database at `file`. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // NORMAL is durable against process crashes (SIGKILL) in WAL mode; only a power loss may drop the last commits.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** Applies every migration newer than the stored `user_version`, each in its own transaction. */
export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let v = current; v < MIGRATIONS.length; v++) {
    const sql = MIGRATIONS[v] as string;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
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
