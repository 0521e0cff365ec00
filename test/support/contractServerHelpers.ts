/** Assertions and clients shared by the contract server tests: database snapshots, Laravel errors, a raw Pusher client. */
import { createHash } from 'node:crypto';
import WebSocket from 'ws';
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

export interface PusherFrame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A minimal Pusher protocol 7 client for tests: connect, subscribe, wait for events. */
export async function connectPusher(
  port: number,
  key: string,
): Promise<{
  socketId: string;
  send(frame: object): void;
  waitFor(pred: (f: PusherFrame) => boolean, timeoutMs?: number): Promise<PusherFrame>;
  frames: PusherFrame[];
  close(): void;
}> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`);
  const frames: PusherFrame[] = [];
  const waiters: { pred: (f: PusherFrame) => boolean; resolve: (f: PusherFrame) => void }[] = [];
  ws.on('message', (raw) => {
    const f = JSON.parse(String(raw)) as PusherFrame;
    if (typeof f.data === 'string') {
      try {
        f.data = JSON.parse(f.data);
      } catch {
        /* keep the string */
      }
    }
    frames.push(f);
    for (const w of [...waiters]) {
      if (w.pred(f)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(f);
      }
    }
  });
  const waitFor = (pred: (f: PusherFrame) => boolean, timeoutMs = 5000): Promise<PusherFrame> => {
    const found = frames.find(pred);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting for a frame; got ${frames.map((x) => x.event).join(', ')}`)),
        timeoutMs,
      );
      waiters.push({
        pred,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
  };
  const established = await waitFor((f) => f.event === 'pusher:connection_established');
  return {
    socketId: (established.data as { socket_id: string }).socket_id,
    send: (frame) => ws.send(JSON.stringify(frame)),
    waitFor,
    frames,
    close: () => ws.close(),
  };
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

/** What the server adds to every private-channel event: its number in the player's history (docs/realtime-recovery.md). */
export const PUSH_STAMP = { seq: expect.any(Number) as unknown, stream: expect.any(String) as unknown };

/** Waits for the client's next `event` frame and expects its data to be `fields` exactly, beside the publisher's stamp. */
export async function expectPush(
  client: { waitFor(pred: (f: PusherFrame) => boolean): Promise<PusherFrame> },
  event: string,
  fields: Record<string, unknown>,
): Promise<PusherFrame> {
  const frame = await client.waitFor((f) => f.event === event);
  expect(frame.data).toEqual({ ...PUSH_STAMP, ...fields });
  return frame;
}
