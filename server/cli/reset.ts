/**
 * `npm run db:reset`: empties the database in DATA_DIR (default ./data) and seeds the demo data again. Safe while the
 * server runs. The demo accounts follow the same rules as the server's start (APP_ENV, SEED_DEMO_ACCOUNTS, SEED_DEMO_ADMIN).
 */
import { join, resolve } from 'node:path';
import { openDatabase, type Db } from '../db/connection';
import { seedDatabase, type DemoAccountsPolicy, type DemoAccountsResult } from '../db/seed';
import { clearAllTables } from '../db/repositories/maintenance';
import { ConfigurationError, resolveOptions } from '../config';

/** Deletes every row of every table, then seeds (all demo accounts unless `demo` says otherwise). */
export async function resetDatabase(db: Db, demo?: DemoAccountsPolicy): Promise<DemoAccountsResult> {
  clearAllTables(db);
  return seedDatabase(db, demo);
}

async function main(): Promise<void> {
  const cfg = resolveOptions({});
  const file = resolve(process.env.DB_FILE ?? join(cfg.dataDir, 'contract.sqlite'));
  const db = openDatabase(file);
  const { created } = await resetDatabase(db, cfg.demoAccounts);
  db.close();
  console.log(`demo data restored in ${file} (${cfg.mode} mode; demo accounts: ${created.join(', ') || 'none'})`);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(
      err instanceof ConfigurationError ? err.problems.join('\n') : err instanceof Error ? err.message : err,
    );
    process.exit(1);
  });
}
