/** @jest-environment node */
/**
 * The server's close codes, as the page follows them: a real store with the real socket host (pusher-js) against a
 * tiny Pusher-speaking WebSocket server that closes the connection with a chosen code. 4000–4099 is not retried,
 * 4100–4199 backs off, 4200–4299 comes back at once (with jitter). Math.random is pinned so the jitter is known.
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { makeStore, type RunningStore } from '@/app/store';
import { memoryTokenStore } from '@/api/services';
import { testAppConfig } from '../../support/testAppConfig';
import { selectConnectionIndicator } from '@/features/connection/selectors';
import { createTestEcho } from '../../support/inProcessSocketWorker';
import { settle, waitFor } from '../../support/realtimeHarness';

jest.setTimeout(15_000);

/** The server's side: every connection it accepted (when), and what it does with the next one. */
let wss: WebSocketServer;
const accepted: { at: number; socket: WebSocket }[] = [];
/** A code to refuse the next handshakes with (a `pusher:error`, then the close), as a server over quota does. */
let refuseWith: number | null = null;

beforeAll(async () => {
  wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => wss.once('listening', resolve));
  wss.on('connection', (socket) => {
    accepted.push({ at: Date.now(), socket });
    if (refuseWith !== null) {
      socket.send(
        JSON.stringify({
          event: 'pusher:error',
          data: { code: refuseWith, message: 'Application is over connection quota' },
        }),
      );
      socket.close(refuseWith, 'refused');
      return;
    }
    socket.send(
      JSON.stringify({
        event: 'pusher:connection_established',
        data: JSON.stringify({ socket_id: '1.1', activity_timeout: 30 }),
      }),
    );
    socket.on('message', (raw: Buffer) => {
      const { event, data } = JSON.parse(raw.toString()) as { event: string; data?: { channel?: string } };
      if (event === 'pusher:ping') socket.send(JSON.stringify({ event: 'pusher:pong', data: '{}' }));
      if (event === 'pusher:subscribe')
        socket.send(
          JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel: data?.channel, data: '{}' }),
        );
    });
  });
});

let store: RunningStore | undefined;

afterEach(() => {
  store?.sagaTask.cancel();
  store = undefined;
  refuseWith = null;
  for (const { socket } of accepted.splice(0)) socket.terminate();
  jest.restoreAllMocks();
});

afterAll(async () => {
  await new Promise((resolve) => wss.close(resolve));
});

function startPage(): RunningStore {
  const { port } = wss.address() as AddressInfo;
  const config = testAppConfig({ port, key: 'close-codes-key' });
  store = makeStore({ config, tokens: memoryTokenStore(), createEcho: createTestEcho, fetchFn: fetch });
  return store;
}

async function connectedPage(): Promise<RunningStore> {
  const page = startPage();
  await waitFor('connected', () => page.getState().realtime.status === 'connected');
  return page;
}

/** Closes the one open connection with `code`; resolves with when the server closed it. */
function closeWith(code: number): number {
  const last = accepted.at(-1);
  if (!last) throw new Error('no connection to close');
  const at = Date.now();
  last.socket.close(code, 'closed by the test');
  return at;
}

const indicator = (page: RunningStore) => selectConnectionIndicator(page.getState());

// Each case: the close code, what Math.random answers (pinning the jitter), and the bounds of the wait in ms.
test.each([
  [
    '4200–4299: the page reconnects at once, spread over a second (here half a second), not all in the same instant',
    { code: 4200, random: 0.5, atLeast: 400, below: 1000 },
  ],
  [
    '4100–4199: the page backs off at least a second, plus its jittered back-off (here 0.75 s), before it reconnects',
    { code: 4100, random: 0.25, atLeast: 1650, below: 2600 },
  ],
])('%s', async (_name, { code, random, atLeast, below }) => {
  jest.spyOn(Math, 'random').mockReturnValue(random);
  const page = await connectedPage();
  const closedAt = closeWith(code);
  await waitFor('a new connection', () => accepted.length === 2, 5000);
  const waited = (accepted[1]?.at ?? 0) - closedAt;
  expect(waited).toBeGreaterThanOrEqual(atLeast);
  expect(waited).toBeLessThan(below);
  await waitFor('connected again', () => page.getState().realtime.reconnects === 1 && indicator(page) === 'connected');
});

test('4000–4099 on an open connection: the page does not reconnect and the header says there is no connection', async () => {
  jest.spyOn(Math, 'random').mockReturnValue(0.25);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const page = await connectedPage();
  closeWith(4003);
  await waitFor('the error shown', () => page.getState().realtime.status === 'failed');
  expect(indicator(page)).toBe('offline');
  // Any retry would have come within 0.75 s (the pinned back-off) or 1 s (pusher-js's own).
  await settle(1500);
  expect(accepted).toHaveLength(1);
  expect(page.getState().realtime.status).toBe('failed');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused the connection'), { code: 4003 });
});

test('4000–4099 in the handshake (a server over its connection quota): one attempt, no retries, the error shown', async () => {
  jest.spyOn(Math, 'random').mockReturnValue(0.25);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  refuseWith = 4004;
  const page = startPage();
  await waitFor('the error shown', () => page.getState().realtime.status === 'failed');
  await settle(1500);
  expect(accepted).toHaveLength(1);
  expect(indicator(page)).toBe('offline');
});

test('a plain drop (the server went away without a code): even the first attempt is spread by full jitter, not a fixed second', async () => {
  // Pinned low: a fleet dropped at once draws its first waits from 0–3 s; this client draws 0.3 s.
  jest.spyOn(Math, 'random').mockReturnValue(0.1);
  const page = await connectedPage();
  const last = accepted.at(-1);
  if (!last) throw new Error('no connection');
  const droppedAt = Date.now();
  last.socket.terminate();
  await waitFor('a new connection', () => accepted.length === 2, 5000);
  const waited = (accepted[1]?.at ?? 0) - droppedAt;
  expect(waited).toBeGreaterThanOrEqual(200);
  expect(waited).toBeLessThan(800);
  await waitFor('connected again', () => page.getState().realtime.reconnects === 1 && indicator(page) === 'connected');
});
