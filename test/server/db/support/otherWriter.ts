/**
 * Another process writing to the contract server's database, for the contention tests.
 * `churn <file> <ms> <holdMs>`: for `ms`, repeatedly takes the write lock (BEGIN IMMEDIATE), inserts a mail row,
 * holds the lock `holdMs`, commits; prints `acknowledged <n>` at the end.
 * `hold <file> <holdMs>`: takes the write lock, prints `locked`, holds it `holdMs`, commits, prints `released`.
 */
import Database from 'better-sqlite3';

const [mode, file, a, b] = process.argv.slice(2);
const db = new Database(file ?? '');
db.pragma('busy_timeout = 10000');
const insert = db.prepare(
  "INSERT INTO mails (recipient, subject, body, sent_at) VALUES ('other-writer@example.com', 'contention', ?, ?)",
);
const busyWait = (ms: number): void => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    /* hold the lock without yielding, as a long transaction would */
  }
};

if (mode === 'churn') {
  const until = Date.now() + Number(a);
  let acknowledged = 0;
  const write = db.transaction((n: number) => {
    insert.run(String(n), new Date().toISOString());
    busyWait(Number(b));
  });
  const step = (): void => {
    if (Date.now() >= until) {
      console.log(`acknowledged ${acknowledged}`);
      db.close();
      return;
    }
    write.immediate(acknowledged);
    acknowledged += 1;
    setTimeout(step, 2);
  };
  console.log('ready');
  step();
} else {
  db.prepare('BEGIN IMMEDIATE').run();
  insert.run('held', new Date().toISOString());
  console.log('locked');
  setTimeout(() => {
    db.prepare('COMMIT').run();
    console.log('released');
    db.close();
  }, Number(a));
}
