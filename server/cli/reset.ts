/** `npm run db:reset`: empties the database in DATA_DIR (default ./data) and seeds the demo data again. Safe while the server runs. */
import { join, resolve } from 'node:path';
import { openDatabase, type Db } from '../db/connection';
import { seedDatabase } from '../db/seed';
import { clearAllTables } from '../db/repositories/maintenance';

/** Deletes every row of every table, then seeds. */
export async function resetDatabase(db: Db): Promise<void> {
  clearAllTables(db);
  await seedDatabase(db);
}

async function main(): Promise<void> {
  const file = resolve(process.env.DB_FILE ?? join(process.env.DATA_DIR ?? './data', 'contract.sqlite'));
  const db = openDatabase(file);
  await resetDatabase(db);
  db.close();
  console.log(`demo data restored in ${file}`);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
