/** Shared helpers for the contract server tests. */
import { createHash } from 'node:crypto';
import type { Db } from '../../server/db/connection';

/** A row-count + content hash of every table, to prove a refused request changed nothing. */
export function snapshot(db: Db): Record<string, string> {
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map((t) => t.name);
  const out: Record<string, string> = {};
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
