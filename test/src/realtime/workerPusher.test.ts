/**
 * The page's side of the socket worker (workerPusher.ts), driven by a fake worker, a fake clock and frames the
 * test runs by hand: a burst is handed out in order over several frames, at most a frame's budget of work in
 * each, never twice and never lost, also when a listener throws; events of a channel left meanwhile are dropped;
 * signatures are asked for at once; a batch's JSON text is parsed on its turn, and one that does not parse is dropped
 * with a log line; connection states and their order reach the bound callbacks; a worker that
 * fails after it started is ended and replaced, with back-off.
 */
import {
  FRAME_BUDGET_MS,
  WorkerPusher,
  type SocketWorkerPort,
  type WorkerAuthorize,
} from '@/realtime/socketWorker/workerPusher';
import type { WorkerBatch, WorkerCommand, WorkerReport } from '@/realtime/socketWorker/protocol';

const OPTIONS = { key: 'k', wsHost: '127.0.0.1', wsPort: 6001, wssPort: 6001, forceTLS: false, pongTimeoutMs: 10_000 };

/** A fake worker that keeps what it was sent and lets the test play its messages and failures. */
function fakeWorker() {
  const commands: WorkerCommand[] = [];
  const listeners: { message?: (event: MessageEvent<WorkerBatch>) => void; error?: (event: ErrorEvent) => void } = {};
  const port = {
    postMessage: (command: WorkerCommand) => commands.push(command),
    addEventListener: ((type: 'message' | 'error', listener: never) => {
      listeners[type] = listener;
    }) as SocketWorkerPort['addEventListener'],
    terminate: jest.fn(),
  } satisfies SocketWorkerPort;
  return {
    port,
    commands,
    /** Posts `reports` as the host does: signature requests as objects, the others as JSON text (`encoded`). */
    send: (reports: WorkerReport[]) => {
      const rest = reports.filter((report) => report.kind !== 'authorize');
      const batch: WorkerBatch = {
        reports: reports.filter((report) => report.kind === 'authorize'),
        ...(rest.length > 0 ? { encoded: JSON.stringify(rest) } : {}),
      };
      listeners.message?.({ data: batch } as MessageEvent<WorkerBatch>);
    },
    sendBatch: (batch: WorkerBatch) => listeners.message?.({ data: batch } as MessageEvent<WorkerBatch>),
    fail: (message: string) => listeners.error?.({ message } as ErrorEvent),
  };
}

function setUp(authorize: WorkerAuthorize = async () => ({ auth: 'key:signature' })) {
  const worker = fakeWorker();
  const frames: (() => void)[] = [];
  let clock = 0;
  const client = new WorkerPusher(worker.port, OPTIONS, authorize, {
    schedule: (run) => frames.push(run),
    now: () => clock,
  });
  return {
    client,
    commands: worker.commands,
    authorize,
    send: worker.send,
    sendBatch: worker.sendBatch,
    /** Runs the frames scheduled so far; returns how many ran. */
    runFrames: () => frames.splice(0).map((run) => run()).length,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const balance = (i: number): WorkerReport => ({
  kind: 'event',
  channel: 'private-u',
  event: 'BalanceChanged',
  data: { balance: `${i}.00` },
  receivedAt: 1000 + i,
});

test('starts the worker with the socket options and forwards subscriptions', () => {
  const { client, commands } = setUp();
  client.subscribe('common');
  client.subscribe('common'); // the same channel object, one subscription
  client.unsubscribe('common');
  expect(commands).toEqual([
    { type: 'start', options: OPTIONS },
    { type: 'subscribe', channel: 'common' },
    { type: 'unsubscribe', channel: 'common' },
  ]);
});

test('a burst is handed out in order, a frame budget at a time, each event once with the time the worker received it', () => {
  const setup = setUp();
  const seen: { balance: string; receivedAt: number | undefined }[] = [];
  let work = 0;
  setup.client.subscribe('private-u').bind('BalanceChanged', (data, metadata) => {
    seen.push({ balance: (data as { balance: string }).balance, receivedAt: metadata?.receivedAt });
    work += 1;
    if (work % 100 === 0) setup.advance(FRAME_BUDGET_MS / 2); // 100 events cost half a frame's budget
  });
  setup.send(Array.from({ length: 1000 }, (_, i) => balance(i)));
  expect(seen).toHaveLength(0); // nothing before the frame

  const perFrame: number[] = [];
  while (setup.runFrames() > 0) perFrame.push(seen.length - perFrame.reduce((a, b) => a + b, 0));
  expect(seen.map((s) => s.balance)).toEqual(Array.from({ length: 1000 }, (_, i) => `${i}.00`));
  expect(seen[5]?.receivedAt).toBe(1005);
  expect(perFrame.length).toBeGreaterThan(1);
  // The clock is read every 64 events: a frame stops within 64 events of its budget (here 200 events).
  for (const count of perFrame) expect(count).toBeLessThanOrEqual(200 + 64);
});

test('a listener that throws loses nothing and repeats nothing: the rest comes on the next frame', () => {
  const setup = setUp();
  const seen: string[] = [];
  setup.client.subscribe('private-u').bind('BalanceChanged', (data) => {
    const value = (data as { balance: string }).balance;
    seen.push(value);
    if (value === '2.00') throw new Error('listener failed');
  });
  setup.send([balance(1), balance(2), balance(3)]);
  expect(() => setup.runFrames()).toThrow('listener failed');
  setup.runFrames();
  expect(seen).toEqual(['1.00', '2.00', '3.00']);
});

test('events of a channel left while they were on their way are dropped', () => {
  const setup = setUp();
  const seen: unknown[] = [];
  setup.client.subscribe('private-u').bind('BalanceChanged', (data) => seen.push(data));
  setup.send([balance(1)]);
  setup.client.unsubscribe('private-u');
  setup.runFrames();
  expect(seen).toEqual([]);
});

test('connection states reach state_change and the state’s own event in order, with the socket id', () => {
  const setup = setUp();
  const changes: string[] = [];
  setup.client.connection.bind('state_change', (change) => {
    const { previous, current } = change as { previous: string; current: string };
    changes.push(`${previous}→${current}`);
  });
  setup.client.connection.bind('connected', () =>
    changes.push(`connected as ${String(setup.client.connection.socket_id)}`),
  );
  setup.send([
    { kind: 'state', previous: 'initialized', current: 'connecting', socketId: null },
    { kind: 'state', previous: 'connecting', current: 'connected', socketId: '1.2' },
  ]);
  setup.runFrames();
  expect(changes).toEqual(['initialized→connecting', 'connecting→connected', 'connected as 1.2']);
  expect(setup.client.connection.state).toBe('connected');
});

test('listening for messages turns the worker’s message reports on, and off with the last listener', () => {
  const setup = setUp();
  const probe = () => {};
  setup.client.connection.bind('message', probe);
  setup.client.connection.send_event('pusher:ping', {});
  setup.client.connection.unbind('message', probe);
  expect(setup.commands.slice(1)).toEqual([
    { type: 'watchMessages', on: true },
    { type: 'send', event: 'pusher:ping', data: {} },
    { type: 'watchMessages', on: false },
  ]);
});

test('a signature is asked for at once, not on the next frame, and its answer or failure goes back to the worker', async () => {
  const authorize = jest.fn(async (_socketId: string, channel: string) => {
    if (channel === 'private-other') throw new Error('channel authorisation refused (HTTP 403)');
    return { auth: 'key:signature' };
  });
  const setup = setUp(authorize);
  setup.send([
    { kind: 'authorize', requestId: 1, socketId: '1.2', channel: 'private-u' },
    { kind: 'authorize', requestId: 2, socketId: '1.2', channel: 'private-other' },
  ]);
  expect(authorize).toHaveBeenCalledWith('1.2', 'private-u');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(setup.commands.slice(1)).toEqual([
    { type: 'authorized', requestId: 1, authorization: { auth: 'key:signature' } },
    { type: 'authorizationFailed', requestId: 2, message: 'channel authorisation refused (HTTP 403)' },
  ]);
  expect(setup.runFrames()).toBe(0);
});

test('in a hidden tab (no frames, throttled timers) reports are handed out as they arrive', () => {
  const setup = setUp();
  const seen: string[] = [];
  setup.client
    .subscribe('private-u')
    .bind('BalanceChanged', (data) => seen.push((data as { balance: string }).balance));
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  try {
    setup.send([balance(1), balance(2)]);
    expect(seen).toEqual(['1.00', '2.00']);
    expect(setup.runFrames()).toBe(0);
  } finally {
    Reflect.deleteProperty(document, 'visibilityState');
  }
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a worker that fails after it started is ended and replaced: the new one subscribes to every channel held, and only it is heard', async () => {
  const first = fakeWorker();
  const second = fakeWorker();
  const third = fakeWorker();
  const spares = [second, third];
  const delays: number[] = [];
  const frames: (() => void)[] = [];
  const runFrames = () => frames.splice(0).forEach((run) => run());
  let answerLate: (value: { auth: string }) => void = () => {};
  const authorize = jest.fn(() => new Promise<{ auth: string }>((resolve) => (answerLate = resolve)));
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const client = new WorkerPusher(first.port, OPTIONS, authorize, {
      schedule: (run) => frames.push(run),
      respawn: async () => spares.shift()!.port,
      respawnDelay: (attempt) => {
        delays.push(attempt);
        return 0;
      },
    });
    const seen: string[] = [];
    const states: string[] = [];
    client.subscribe('common').bind('JackpotsUpdated', (data) => seen.push(String((data as { n: number }).n)));
    client.subscribe('private-u');
    client.connection.bind('state_change', (data) => states.push((data as { current: string }).current));
    client.connection.bind('message', () => {});
    first.send([{ kind: 'authorize', requestId: 1, socketId: '1.1', channel: 'private-u' }]);

    first.fail('pusher-js threw');
    runFrames();
    expect(states).toEqual(['failed']);
    expect(first.port.terminate).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('[realtime] the socket worker failed', 'pusher-js threw');
    await settle();
    expect(second.commands).toEqual([
      { type: 'start', options: OPTIONS },
      { type: 'subscribe', channel: 'common' },
      { type: 'subscribe', channel: 'private-u' },
      { type: 'watchMessages', on: true },
    ]);

    // The old worker's late signature answer is not given to the new one (its request 1 is another request).
    answerLate({ auth: 'key:old' });
    await settle();
    expect(second.commands).toHaveLength(4);
    // The old worker is not heard any more; the new one is.
    first.send([{ kind: 'event', channel: 'common', event: 'JackpotsUpdated', data: { n: 1 }, receivedAt: 1 }]);
    second.send([
      { kind: 'state', previous: 'initialized', current: 'connecting', socketId: null },
      { kind: 'event', channel: 'common', event: 'JackpotsUpdated', data: { n: 2 }, receivedAt: 2 },
    ]);
    runFrames();
    expect(seen).toEqual(['2']);
    expect(states).toEqual(['failed', 'connecting']);

    // A second failure before any connection backs off further; a connection resets the back-off.
    second.fail('again');
    await settle();
    expect(delays).toEqual([0, 1]);
    third.send([{ kind: 'state', previous: 'connecting', current: 'connected', socketId: '2.2' }]);
    runFrames();
    expect(client.connection.socket_id).toBe('2.2');
    spares.push(fakeWorker());
    third.fail('once more');
    await settle();
    expect(delays).toEqual([0, 1, 0]);
  } finally {
    error.mockRestore();
  }
});

test('a batch whose JSON text does not parse is logged and dropped; the batches around it are handed out in order', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const setup = setUp();
  const seen: string[] = [];
  setup.client
    .subscribe('private-u')
    .bind('BalanceChanged', (data) => seen.push((data as { balance: string }).balance));
  setup.send([balance(1)]);
  setup.sendBatch({ reports: [], encoded: '[{"kind":"event",' });
  setup.send([balance(2)]);
  setup.runFrames();
  expect(seen).toEqual(['1.00', '2.00']);
  expect(error).toHaveBeenCalledWith('[realtime] dropped a batch from the socket worker that did not parse');
  error.mockRestore();
});
