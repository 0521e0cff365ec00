/** Whole-database chores: emptying every table before the demo data is seeded again (`npm run db:reset`). */
import { writeTransaction, type Db } from '../connection';

/** Deletes every row of every table in one transaction (foreign keys off meanwhile, so the order does not matter). */
export function clearAllTables(db: Db): void {
  const tables = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as {
      name: string;
    }[]
  ).map((t) => t.name);
  db.pragma('foreign_keys = OFF');
  writeTransaction(db, () => {
    for (const t of tables) db.prepare(`DELETE FROM "${t}"`).run();
  });
  db.pragma('foreign_keys = ON');
}
