/**
 * A restart of the realtime server under a fleet: CLIENTS (default 50) signed-in clients, each the SPA's own store,
 * sagas and connection supervisor (its back-off, docs/realtime-client.md "Reconnect") over its own pusher-js, against
 * the contract server and our realtime server. The realtime server stops (every socket drops at once, as in
 * `reverb:restart`), stays down DOWN_MS (default 2000), and listens again on the same port.
 *
 * Reported, from the moment the port opens again: when the clients are live (connected) again — median, 90th
 * percentile, last — and how the connection attempts spread over time (attempts per second, busiest second). Per
 * client, the REST requests made from the stop until the fleet is live and settled (channel authorisations and the
 * missed-events check included): median and most. Loopback and one Node process, so the figures are the back-off's
 * spread, not a network's.
 * Alone: `npx tsx bench/fleet-restart.ts` (CLIENTS=100, DOWN_MS=5000, SHOW=1 prints the per-second histogram).
 */
import { signedIn } from '../src/session/sessionActions';
import { echoOverSocketWorker } from '../src/realtime/createEcho';
import type { PusherClass } from '../src/realtime/socketWorker/pusherHooks';
import { inProcessSocketWorker } from '../test/support/inProcessSocketWorker';
import { startTestContractServer } from '../test/support/contractServer';
import { buildStore, signInAs, waitFor, type Servers, type TestStore } from '../test/support/realtimeHarness';
import { median, runAlone, type BenchRow } from './benchKit';

const CLIENTS = Math.max(1, Number(process.env.CLIENTS ?? 50));
const DOWN_MS = Math.max(0, Number(process.env.DOWN_MS ?? 2000));
/** After the last client is live, requests still on their way (a refetch after the subscription) are counted. */
const SETTLE_MS = 3000;

/** One client of the fleet: its store, when it opened a WebSocket, when it was live, and the REST paths it asked for. */
interface Client {
  t: TestStore;
  attempts: number[];
  connectedAt: number | null;
  requests: string[];
}

/**
 * A copy of pusher-js of its own, as each browser has: its runtime then counts only this client's sockets, which the
 * supervisor reads to tell an attempt in flight from a wait (one shared copy would count the whole fleet's).
 */
function ownPusherJs(): PusherClass {
  const file = require.resolve('pusher-js');
  delete require.cache[file];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module instance per client is the point
  return require(file) as PusherClass;
}

function startClient(servers: Servers, token: string, user: Awaited<ReturnType<typeof signInAs>>): Client {
  const seen: Omit<Client, 't'> = { attempts: [], connectedAt: null, requests: [] };
  const countingFetch: typeof fetch = (input, init) => {
    seen.requests.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return fetch(input, init);
  };
  const PusherClient = ownPusherJs();
  // Every WebSocket this client opens is one connection attempt (pusher-js may try ws, then wss, in one attempt).
  const create = PusherClient.Runtime.createWebSocket.bind(PusherClient.Runtime);
  PusherClient.Runtime.createWebSocket = (url) => {
    seen.attempts.push(Date.now());
    return create(url);
  };
  const t = buildStore(servers, {
    fetchFn: countingFetch,
    createEcho: echoOverSocketWorker(() => inProcessSocketWorker(PusherClient)),
  });
  t.tokens.setToken(token);
  t.store.dispatch(signedIn({ user }));
  let last = t.store.getState().realtime.status;
  t.store.subscribe(() => {
    const status = t.store.getState().realtime.status;
    if (status === last) return;
    last = status;
    if (status === 'connected') seen.connectedAt = Date.now();
  });
  // One object: run() resets and reads the same fields the hooks above write.
  return Object.assign(seen, { t });
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
};

export async function run(): Promise<BenchRow[]> {
  const servers = await startTestContractServer({ standaloneRealtime: true });
  const clients: Client[] = [];
  try {
    const probe = buildStore(servers);
    const user = await signInAs(servers, probe.tokens, 'player');
    const token = probe.tokens.getToken() ?? '';
    probe.stop();
    for (let i = 0; i < CLIENTS; i += 1) clients.push(startClient(servers, token, user));
    await waitFor('the fleet live', () => clients.every((c) => c.t.store.getState().realtime.history !== null), 60_000);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    for (const c of clients) {
      c.attempts = [];
      c.connectedAt = null;
      c.requests = [];
    }

    await servers.standalone.stop();
    await waitFor('the fleet down', () => clients.every((c) => c.t.store.getState().realtime.status !== 'connected'));
    await new Promise((r) => setTimeout(r, DOWN_MS));
    await servers.standalone.startAgain();
    const openAt = Date.now();
    await waitFor('the fleet live again', () => clients.every((c) => c.connectedAt !== null), 120_000);
    await new Promise((r) => setTimeout(r, SETTLE_MS));

    const liveMs = clients.map((c) => (c.connectedAt ?? openAt) - openAt);
    const afterOpen = clients.flatMap((c) => c.attempts.filter((at) => at >= openAt).map((at) => at - openAt));
    const perSecond = new Map<number, number>();
    for (const ms of afterOpen) perSecond.set(Math.floor(ms / 1000), (perSecond.get(Math.floor(ms / 1000)) ?? 0) + 1);
    if (process.env.SHOW) {
      const seconds = Math.max(0, ...perSecond.keys());
      for (let s = 0; s <= seconds; s += 1) console.info(`WebSockets opened in second ${s}: ${perSecond.get(s) ?? 0}`);
      const paths = new Map<string, number>();
      for (const path of clients.flatMap((c) => c.requests)) paths.set(path, (paths.get(path) ?? 0) + 1);
      console.info('requests by path (whole fleet):', Object.fromEntries(paths));
    }
    const requests = clients.map((c) => c.requests.length);
    const of = ` (${CLIENTS} clients, down ${DOWN_MS} ms)`;
    return [
      { name: `fleet restart: live again, median${of}`, value: Math.round(median(liveMs)), unit: 'ms' },
      {
        name: `fleet restart: live again, 90th percentile${of}`,
        value: Math.round(percentile(liveMs, 0.9)),
        unit: 'ms',
      },
      { name: `fleet restart: live again, last client${of}`, value: Math.max(...liveMs), unit: 'ms' },
      {
        name: `fleet restart: WebSockets opened after the port opened${of}`,
        value: afterOpen.length,
        unit: 'sockets',
      },
      {
        name: `fleet restart: WebSockets opened in the busiest second${of}`,
        value: Math.max(0, ...perSecond.values()),
        unit: 'sockets',
      },
      { name: `fleet restart: REST requests per client, median${of}`, value: median(requests), unit: 'requests' },
      { name: `fleet restart: REST requests per client, most${of}`, value: Math.max(...requests), unit: 'requests' },
    ];
  } finally {
    for (const c of clients) c.t.stop();
    await servers.close();
  }
}

if (require.main === module) runAlone(run);
