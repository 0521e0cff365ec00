/**
 * Realtime fan-out: how long one broadcast takes to reach every subscriber.
 *
 * 1. The realtime server: N `ws` sockets (N = 5,000, fewer when `ulimit -n` is low) subscribe to the
 *    public channel `common`; one event is triggered through the signed Pusher HTTP API; we time from
 *    the POST until every socket has the frame.
 * 2. The floor: a bare `ws` server with N sockets sends the same bytes to each of them in a loop.
 *
 * Prints both times (median of ROUNDS broadcasts after one warm-up) and their ratio. Loopback only, bounded in time;
 * all sockets live in this one process, so it needs about 2×N file descriptors (raise with `ulimit -n`).
 *
 * Run alone: `npx tsx bench/realtime-fanout.ts` (FANOUT_SOCKETS=1000 to change N); `bench/run.ts` calls run().
 */
import { execSync } from 'node:child_process';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { startRealtimeServer } from '../server/realtime';
import { formatEvent } from '../server/realtime/payload';
import { md5Hex, signRequest } from '../server/realtime/signatures';
import { runAlone, type BenchRow } from './benchKit';

const TARGET_SOCKETS = Number(process.env.FANOUT_SOCKETS ?? 5_000);
const ROUNDS = 5;
const CONNECT_BATCH = 250;
const DEADLINE_MS = 120_000;
const APP = { id: 'bench', key: 'bench-key', secret: 'bench-secret', activityTimeout: 600 };
const EVENT = 'JackpotsUpdated';
const DATA = JSON.stringify({ jackpots: [{ id: 1, title: 'Mega', amount: '1234567.89', currency_code: 'RUB' }] });

/** How many client sockets fit under the open-file limit (each needs a client and a server descriptor). */
function socketBudget(): number {
  let limit = Number.POSITIVE_INFINITY;
  try {
    limit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim()) || limit;
  } catch {
    // no shell: trust the target and let EMFILE stop us
  }
  return Math.max(10, Math.min(TARGET_SOCKETS, Math.floor((limit - 256) / 2)));
}

/** Opens up to `count` sockets in batches; stops early (without throwing) on EMFILE or any connect error. */
async function openSockets(
  count: number,
  url: string,
  onOpen: (ws: WebSocket) => Promise<void>,
): Promise<{ sockets: WebSocket[]; error?: string }> {
  const sockets: WebSocket[] = [];
  let error: string | undefined;
  for (let start = 0; start < count && !error; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, async () => {
      const ws = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: 5_000 });
      try {
        const opened = new Promise<void>((resolve, reject) => {
          ws.once('open', () => resolve());
          ws.once('error', reject);
        });
        // listen before 'open': the first frame can arrive in the same read as the upgrade answer
        await Promise.all([opened, onOpen(ws)]);
        sockets.push(ws);
      } catch (failure) {
        error ??= failure instanceof Error ? failure.message : String(failure);
        ws.terminate();
      }
    });
    await Promise.all(batch);
  }
  if (sockets.length === 0) throw new Error(`realtime-fanout: no socket could connect (${error ?? 'unknown error'})`);
  return { sockets, error };
}

function nextMessage(ws: WebSocket, test: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out waiting for a frame')), 10_000);
    const listener = (data: Buffer): void => {
      const text = data.toString();
      if (!test(text)) return;
      clearTimeout(timer);
      ws.off('message', listener);
      resolve(text);
    };
    ws.on('message', listener);
  });
}

/** Arms a counter on every socket and resolves when all of them have received one more frame. */
function allReceive(sockets: WebSocket[]): Promise<void> {
  return new Promise((resolve, reject) => {
    let pending = sockets.length;
    const timer = setTimeout(() => reject(new Error(`${pending} sockets never got the broadcast`)), 30_000);
    for (const ws of sockets) {
      ws.once('message', () => {
        pending -= 1;
        if (pending === 0) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function trigger(port: number): Promise<void> {
  const path = `/apps/${APP.id}/events`;
  const body = JSON.stringify({ name: EVENT, channel: 'common', data: DATA });
  const params: Record<string, string> = {
    auth_key: APP.key,
    auth_timestamp: String(Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    body_md5: md5Hex(body),
  };
  const query = new URLSearchParams({ ...params, auth_signature: signRequest(APP.secret, 'POST', path, params) });
  const response = await fetch(`http://127.0.0.1:${port}${path}?${query}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  });
  if (response.status !== 200) throw new Error(`trigger answered ${response.status}: ${await response.text()}`);
}

async function benchRealtime(count: number): Promise<{ ms: number; sockets: number; error?: string }> {
  const server = await startRealtimeServer({ host: '127.0.0.1', port: 0, apps: [APP] });
  try {
    const { sockets, error } = await openSockets(
      count,
      `ws://127.0.0.1:${server.port}/app/${APP.key}?protocol=7`,
      async (ws) => {
        await nextMessage(ws, (text) => text.includes('connection_established'));
        const subscribed = nextMessage(ws, (text) => text.includes('subscription_succeeded'));
        ws.on('error', () => undefined);
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'common' } }));
        await subscribed;
      },
    );
    const times: number[] = [];
    for (let round = 0; round <= ROUNDS; round += 1) {
      const received = allReceive(sockets);
      const started = process.hrtime.bigint();
      await trigger(server.port);
      await received;
      if (round > 0) times.push(Number(process.hrtime.bigint() - started) / 1e6); // round 0 warms up
    }
    for (const ws of sockets) ws.terminate();
    return { ms: median(times), sockets: sockets.length, error };
  } finally {
    await server.close();
  }
}

async function benchBareWs(count: number): Promise<{ ms: number; sockets: number; error?: string }> {
  const http: HttpServer = createServer();
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
  const serverSockets: WebSocket[] = [];
  wss.on('connection', (ws) => serverSockets.push(ws));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  http.on('error', () => undefined);
  const port = (http.address() as AddressInfo).port;
  try {
    const { sockets, error } = await openSockets(count, `ws://127.0.0.1:${port}/`, async () => undefined);
    while (serverSockets.length < sockets.length) await new Promise((resolve) => setTimeout(resolve, 10));
    const times: number[] = [];
    for (let round = 0; round <= ROUNDS; round += 1) {
      const received = allReceive(sockets);
      const started = process.hrtime.bigint();
      const frame = Buffer.from(formatEvent(EVENT, 'common', DATA), 'utf8');
      for (const ws of serverSockets) ws.send(frame, { binary: false });
      await received;
      if (round > 0) times.push(Number(process.hrtime.bigint() - started) / 1e6); // round 0 warms up
    }
    for (const ws of sockets) ws.terminate();
    return { ms: median(times), sockets: sockets.length, error };
  } finally {
    for (const ws of serverSockets) ws.terminate();
    wss.close();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  }
}

function withDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`realtime-fanout: over ${DEADLINE_MS / 1000} s`)), DEADLINE_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Runs both measurements; returns the figures for bench/run.ts. */
export async function run(): Promise<BenchRow[]> {
  return withDeadline(
    (async () => {
      const budget = socketBudget();
      const realtime = await benchRealtime(budget);
      const bare = await benchBareWs(realtime.sockets);
      for (const failure of [realtime.error, bare.error]) {
        if (failure) console.warn(`realtime-fanout: stopped opening sockets early (${failure}); measured with fewer`);
      }
      return [
        {
          name: `realtime fan-out to ${realtime.sockets} sockets (HTTP trigger → all received)`,
          value: round(realtime.ms),
          unit: 'ms',
        },
        { name: `bare ws fan-out to ${bare.sockets} sockets (same bytes)`, value: round(bare.ms), unit: 'ms' },
        { name: 'realtime / bare ws fan-out time', value: round(realtime.ms / bare.ms), unit: 'x' },
      ];
    })(),
  );
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

if (require.main === module) runAlone(run);
