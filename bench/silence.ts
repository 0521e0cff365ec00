/**
 * Silence: how long a connection that stops answering without closing (a host that died, a network that drops
 * packets) stays unnoticed. A real store with the app's socket host and its pong timeout (pusher-js's Node build in
 * this process: the same connection manager as the worker build) connects to our realtime server through a TCP
 * proxy; the proxy then black-holes the open connection. Measured from the black hole until the store is connected
 * again on a new socket. The server announces ACTIVITY_S (default 5 s) as its activity timeout; the goal is at most
 * that plus 10 s. Medians and maxima of RUNS runs (default 3).
 * Alone: `npx tsx bench/silence.ts`; `bench/run.ts` calls run().
 */
import { makeStore } from '../src/app/store';
import { memoryTokenStore } from '../src/api/services';
import { startRealtimeServer } from '../server/realtime';
import { createTestEcho } from '../test/support/inProcessSocketWorker';
import { startTcpProxy } from '../test/support/tcpProxy';
import { testAppConfig } from '../test/support/testAppConfig';
import { median, runAlone, type BenchRow } from './benchKit';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const ACTIVITY_S = Math.max(1, Number(process.env.ACTIVITY_S ?? 5));
const GIVE_UP_MS = 120_000;

async function until(check: () => boolean, timeoutMs = GIVE_UP_MS): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function run(): Promise<BenchRow[]> {
  const app = {
    id: 'bench-silence',
    key: 'bench-silence-key',
    secret: 'bench-silence-secret',
    activityTimeout: ACTIVITY_S,
  };
  const realtime = await startRealtimeServer({ host: '127.0.0.1', port: 0, apps: [app] });
  const proxy = await startTcpProxy({ host: '127.0.0.1', port: realtime.port });
  const config = testAppConfig({ port: proxy.port, key: app.key });
  const store = makeStore({ config, tokens: memoryTokenStore(), createEcho: createTestEcho, fetchFn: fetch });
  const noticed: number[] = [];
  try {
    await until(() => store.getState().realtime.status === 'connected');
    for (let i = 0; i < RUNS; i += 1) {
      const before = store.getState().realtime.reconnects;
      const at = Date.now();
      proxy.blackHole();
      await until(
        () => store.getState().realtime.reconnects > before && store.getState().realtime.status === 'connected',
      );
      noticed.push(Date.now() - at);
      console.info(`  run ${i + 1}: connected again ${((Date.now() - at) / 1000).toFixed(1)} s after the black hole`);
    }
  } finally {
    store.sagaTask.cancel();
    await proxy.close();
    await realtime.close();
  }
  return [
    { name: `silence: server activity timeout`, value: ACTIVITY_S, unit: 's' },
    { name: 'silence: black hole → connected again, median', value: Math.round(median(noticed)), unit: 'ms' },
    { name: 'silence: black hole → connected again, max', value: Math.max(...noticed), unit: 'ms' },
  ];
}

if (require.main === module) runAlone(run);
