/**
 * A hostile client against the realtime server with its default limits: 1,000 malformed frames, 10,000 messages in one
 * second from one socket, 1,000 subscriptions. The server stays up, the other clients keep receiving every event (half
 * of them within 100 ms, none stalled for a second), and its heap returns to its baseline.
 *
 * Why the median and not the maximum or p95: the full test run shares two cores between this file, the browser tests
 * and Chromium, so a run of deliveries can wait ~150 ms for a core no matter what the server does (p95 127 ms was seen
 * in CI). A server that the flood starves delays every event, which moves the median; the rest is printed for reading.
 *
 * The server runs alone in a child process started with `--expose-gc` (support/realtimeProcess.ts), so its heap is
 * measured after a forced collection without the test's own clients in it. The figures are printed.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type PusherServer from 'pusher';
import { closeClients, connectedClient, type RawClient, sdkFor } from './helpers';

jest.setTimeout(120_000);

const ROOT = resolve(__dirname, '..', '..', '..');
const MALFORMED: Array<string | Buffer> = [
  'not json',
  '{',
  '[]',
  '"a string"',
  '{}',
  '{"event":5}',
  '{"event":"pusher:subscribe"}',
  '{"event":"pusher:subscribe","data":"{not json"}',
  '{"event":"pusher:subscribe","data":[1,2]}',
  '{"event":"pusher:signin","data":{}}',
  '{"event":"pusher:subscribe","data":{"channel":"private-forged","auth":"test-key:00"}}',
  '{"event":"pusher:subscribe","data":{"channel":"bad name!"}}',
  '{"event":"client-x","channel":"private-x","data":{}}',
  JSON.stringify({ event: 'pusher:ping', data: 'x'.repeat(12_000) }),
  `${'['.repeat(4000)}${']'.repeat(4000)}`,
  Buffer.from([0xff, 0x00, 0x13, 0x37]),
];

interface Server {
  child: ChildProcess;
  port: number;
  heap(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts the realtime server in its own process with --expose-gc. */
async function startServerProcess(): Promise<Server> {
  const child = fork(resolve(__dirname, 'support', 'realtimeProcess.ts'), [], {
    cwd: ROOT,
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>(type: string): Promise<T> =>
    new Promise((resolvePromise, reject) => {
      const onMessage = (message: { type: string } & T): void => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolvePromise(message);
      };
      const onExit = (code: number | null): void => reject(new Error(`realtime process exited (${String(code)})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const { port } = await next<{ port: number }>('listening');
  return {
    child,
    port,
    heap: async () => {
      const reply = next<{ heapUsed: number }>('heap');
      child.send({ type: 'heap' });
      return (await reply).heapUsed;
    },
    stop: () =>
      new Promise((resolvePromise) => {
        if (child.exitCode !== null) return resolvePromise();
        child.once('exit', () => resolvePromise());
        child.send({ type: 'stop' });
      }),
  };
}

/** Every event a watcher received, with its delay from the publish (both ends share this process's clock). */
interface Watcher {
  client: RawClient;
  delays: Map<number, number>;
}

async function watcher(port: number): Promise<Watcher> {
  const { client } = await connectedClient(port);
  client.send({ event: 'pusher:subscribe', data: { channel: 'common' } });
  await client.next('pusher_internal:subscription_succeeded');
  const delays = new Map<number, number>();
  client.ws.on('message', (raw: Buffer) => {
    const frame = JSON.parse(raw.toString()) as { event: string; data?: string };
    if (frame.event !== 'Tick') return;
    const { n, at } = JSON.parse(frame.data ?? '{}') as { n: number; at: number };
    delays.set(n, Date.now() - at);
  });
  return { client, delays };
}

/** Publishes a Tick every `everyMs` until stopped; returns how many were published. */
function ticker(sdk: PusherServer, everyMs: number): { stop(): Promise<number> } {
  let n = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      n += 1;
      await sdk.trigger('common', 'Tick', { n, at: Date.now() });
      await new Promise((r) => setTimeout(r, everyMs));
    }
    return n;
  })();
  return {
    stop: async () => {
      running = false;
      return loop;
    },
  };
}

const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const percentile = (values: number[], p: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

/** Sends `count` frames on the socket as fast as it takes them. */
function flood(client: RawClient, frames: Array<string | Buffer>, count: number): void {
  for (let i = 0; i < count; i++) {
    const frame = frames[i % frames.length] as string | Buffer;
    client.ws.send(frame, { binary: Buffer.isBuffer(frame) });
  }
}

let server: Server;
const hostile: RawClient[] = [];
const watchers: Watcher[] = [];
beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(async () => {
  await closeClients(hostile);
  await closeClients(watchers.map((w) => w.client));
  await server?.stop();
});

interface AttackResult {
  published: number;
  delays: number[];
  heapDuring: number;
}

/**
 * One attack while a Tick is published every 20 ms: 1,000 malformed frames over five sockets (each socket may send
 * 200 messages per 10 s before it is throttled), 10,000 messages within one second from one socket, 1,000
 * subscriptions from another. Checks every refusal was answered, then closes the hostile sockets.
 */
async function attack(sdk: PusherServer): Promise<AttackResult> {
  for (const w of watchers) w.delays.clear();
  const ticks = ticker(sdk, 20);

  const malformed: RawClient[] = [];
  for (let s = 0; s < 5; s++) {
    const { client } = await connectedClient(server.port);
    hostile.push(client);
    malformed.push(client);
    flood(client, MALFORMED, 200);
  }

  const flooder = (await connectedClient(server.port)).client;
  hostile.push(flooder);
  for (let batch = 0; batch < 100; batch++) {
    flood(
      flooder,
      [
        '{"event":"pusher:ping","data":{}}',
        '{"event":"pusher:subscribe","data":{"channel":"flood"}}',
        '{"event":"pusher:unsubscribe","data":{"channel":"flood"}}',
      ],
      100,
    );
    await pause(10);
  }

  const subscriber = (await connectedClient(server.port)).client;
  hostile.push(subscriber);
  flood(
    subscriber,
    Array.from({ length: 1000 }, (_, i) =>
      JSON.stringify({ event: 'pusher:subscribe', data: { channel: `storm-${i}` } }),
    ),
    1000,
  );

  await pause(1000);
  const published = await ticks.stop();
  await pause(200);

  // Every refusal was answered and no hostile socket was dropped.
  for (const client of malformed) {
    expect(client.frames.filter((f) => f.event === 'pusher:error')).toHaveLength(200);
    expect(client.closeEvent).toBeUndefined();
  }
  const flooderErrors = flooder.frames
    .filter((f) => f.event === 'pusher:error')
    .map((f) => JSON.parse(f.data as string) as { code: number });
  expect(flooderErrors).toEqual([{ code: 4301, message: 'Rate limit exceeded' }]);
  expect(flooder.closeEvent).toBeUndefined();
  const subscribed = subscriber.frames.filter((f) => f.event === 'pusher_internal:subscription_succeeded').length;
  const refused = subscriber.frames.filter((f) => f.event === 'pusher:subscription_error').length;
  expect({ subscribed, refused }).toEqual({ subscribed: 100, refused: 100 });
  for (const w of watchers) expect(w.delays.size).toBe(published);

  const heapDuring = await server.heap();
  await closeClients(hostile);
  const connections = async (): Promise<number> =>
    ((await (await sdk.get({ path: '/connections' })).json()) as { connections: number }).connections;
  while ((await connections()) !== watchers.length) await pause(50);
  return { published, delays: watchers.flatMap((w) => [...w.delays.values()]), heapDuring };
}

it('survives malformed frames, a flood and a subscription storm; others keep receiving (median under 100 ms); memory returns to its baseline', async () => {
  const sdk = sdkFor(server.port);
  for (let i = 0; i < 3; i++) watchers.push(await watcher(server.port));
  const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  const initial = await server.heap();

  // The first attack also warms up every code path and pool it takes; the second is measured against the heap after
  // it. V8 still settles a little (tens to a couple of hundred KB over the next attacks, flattening out); a leak of
  // the sockets, their channels or their frames would add megabytes per attack.
  const first = await attack(sdk);
  const baseline = await server.heap();
  const second = await attack(sdk);
  const after = await server.heap();

  for (const [round, result] of [
    ['first', first],
    ['second', second],
  ] as const) {
    const worst = Math.max(...result.delays);
    const delays = `p50 ${percentile(result.delays, 50)} ms, p95 ${percentile(result.delays, 95)} ms, max ${worst} ms`;
    console.info(
      `hostile client (${round} attack): ${result.published} events to ${watchers.length} watchers; ` +
        `delay ${delays}; heapUsed during ${mb(result.heapDuring)}`,
    );
    expect(percentile(result.delays, 50)).toBeLessThan(100);
    expect(worst).toBeLessThan(1000);
  }
  console.info(
    `hostile client: heapUsed after GC ${mb(initial)} at start, ${mb(baseline)} after the first attack (baseline), ` +
      `${mb(after)} after the second (${((after - baseline) / 1024).toFixed(0)} KB)`,
  );
  expect(after - baseline).toBeLessThan(512 * 1024);
  expect(server.child.exitCode).toBeNull();
});
