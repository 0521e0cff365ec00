/** Assertions shared by the contract server tests: database snapshots, Laravel errors, answers' JSON, the domain clock. */
import { createHash } from 'node:crypto';
import type { Db } from '../../server/db/connection';
import type { Schemas } from '../../server/schemas';

/** What sign-in and sign-up answer: the token and the user. */
export type TokenUserAnswer = Schemas['TokenUserAnswer'];

/** A row-count + content hash of every table, to prove a refused request changed nothing. */
export function snapshot(db: Db): Record<string, string> {
  const tables = (
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[]
  ).map((t) => t.name);
  // total_changes() counts every row written through this connection (the server's own), even same-value updates.
  const out: Record<string, string> = {
    total_changes: String((db.prepare('SELECT total_changes() AS n').get() as { n: number }).n),
  };
  for (const t of tables) {
    const rows = db.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all();
    out[t] = `${rows.length}:${createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16)}`;
  }
  return out;
}

/** Reads a JSON body. */
export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Asserts the Laravel error shape `{ message, errors? }`. */
export function expectLaravelError(body: unknown): void {
  expect(body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  const errors = (body as { errors?: unknown }).errors;
  if (errors !== undefined) {
    expect(typeof errors).toBe('object');
    for (const list of Object.values(errors as Record<string, unknown>)) {
      expect(Array.isArray(list)).toBe(true);
      for (const m of list as unknown[]) expect(typeof m).toBe('string');
    }
  }
}

/**
 * Moves the domain clock of a started server (the rules' time: token and game-session lifetimes, cooling-off periods):
 * `travel(ms)` adds up, `restore()` puts the real clock back (call it in afterEach).
 */
export function domainClock(server: { domain: { clock: { now(): number } } }): {
  travel(ms: number): void;
  restore(): void;
} {
  const realNow = Date.now;
  let offset = 0;
  return {
    travel(ms) {
      offset += ms;
      server.domain.clock.now = () => realNow() + offset;
    },
    restore() {
      offset = 0;
      server.domain.clock.now = realNow;
    },
  };
}

/** `domainClock(server)` for a whole test file: the real clock is put back after each of its tests. */
export function domainClockForFile(server: { domain: { clock: { now(): number } } }): { travel(ms: number): void } {
  const clock = domainClock(server);
  afterEach(() => clock.restore());
  return clock;
}
