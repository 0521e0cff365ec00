/** @jest-environment node */
/**
 * A connection that goes silent without closing (a host that died, a network that drops packets) is noticed and
 * replaced: a real store with the real socket host (pusher-js) against our realtime server, through a TCP proxy
 * that black-holes the open connection. The server announces a 1 s activity timeout; the pong timeout is shortened
 * to 1.5 s here so the test stays fast (the app's is PONG_TIMEOUT_MS; bench/silence.ts measures that one).
 */
import { makeStore, type RunningStore } from '@/app/store';
import { memoryTokenStore } from '@/api/services';
import { PONG_TIMEOUT_MS, echoOverSocketWorker } from '@/realtime/createEcho';
import { startRealtimeServer, type RealtimeApp, type RealtimeServer } from '../../../server/realtime';
import { inProcessSocketWorker } from '../../support/inProcessSocketWorker';
import { localPusherSdk } from '../../support/localPusherSdk';
import { waitFor } from '../../support/realtimeHarness';
import { startTcpProxy, type TcpProxy } from '../../support/tcpProxy';
import { testAppConfig } from '../../support/testAppConfig';

jest.setTimeout(15_000);

const APP: RealtimeApp = { id: 'silence', key: 'silence-key', secret: 'silence-secret', activityTimeout: 1 };
const PONG_MS = 1500;
let realtime: RealtimeServer;
let proxy: TcpProxy;
let store: RunningStore | undefined;

beforeAll(async () => {
  realtime = await startRealtimeServer({ host: '127.0.0.1', port: 0, apps: [APP] });
  proxy = await startTcpProxy({ host: '127.0.0.1', port: realtime.port });
});

afterAll(async () => {
  store?.sagaTask.cancel();
  await proxy.close();
  await realtime.close();
});

test('the app waits at most 10 s for a pong', () => {
  expect(PONG_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
});

test('a black-holed connection is replaced within the activity timeout plus the pong timeout, and pushes arrive again', async () => {
  const config = testAppConfig({ port: proxy.port, key: APP.key });
  const createEcho = echoOverSocketWorker(inProcessSocketWorker, { pongTimeoutMs: PONG_MS });
  const page = makeStore({ config, tokens: memoryTokenStore(), createEcho, fetchFn: fetch });
  store = page;
  const subscribed = () => realtime.channels(APP.id).get('common')?.subscriptionCount ?? 0;
  await waitFor('connected and on common', () => page.getState().realtime.status === 'connected' && subscribed() === 1);

  const blackHoledAt = Date.now();
  proxy.blackHole();
  await waitFor(
    'a new connection',
    () => page.getState().realtime.reconnects === 1 && page.getState().realtime.status === 'connected',
    8000,
  );
  const replacedAfter = Date.now() - blackHoledAt;
  // The last message came at most 1 s before the black hole; then a ping after 1 s of silence, 1.5 s for its pong.
  expect(replacedAfter).toBeLessThan(1000 + PONG_MS + 1000);
  expect(proxy.accepted()).toBe(2);

  // Live again on the new connection: a push reaches the store.
  await waitFor('resubscribed', () => subscribed() >= 1);
  const jackpots = [{ id: 1, name: 'Mega', amount: '100.00', currency_code: 'USD' }];
  const sdk = localPusherSdk(APP, realtime.port);
  await sdk.trigger('common', 'JackpotsUpdated', { jackpots });
  await waitFor('the push folded', () => page.getState().site.jackpots !== null);
});
