/**
 * Shared set-up for the realtime saga tests: our own realtime server (so tests can look at its channels
 * and restart it), the real contract server pointed at it, a real store from makeStore with the real
 * Echo factory, and the official `pusher` SDK to publish events.
 */
import Pusher from 'pusher';
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore, type RunningStore } from '@/app/store';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { memoryTokenStore, type TokenStore } from '@/api/services';
import { defaultConfig, type AppConfig } from '@/config/appConfig';
import { createTestEcho } from './inProcessSocketWorker';
import type { EchoFactory } from '@/realtime/echoFactory';
import type { User } from '@/api/types';
import { startRealtimeServer, type RealtimeServer } from '../../server/realtime/index';
import { startTestContractServer, type TestContractServer } from './contractServer';

export const app = { id: 'saga-test-app', key: 'saga-test-key', secret: 'saga-test-secret' };

/** Both servers, and a publisher using the official SDK. */
export interface Servers {
  /** The current realtime server (replaced by `stopRealtime`/`startRealtimeAgain`). */
  realtime: RealtimeServer;
  /** Stops the realtime server: every socket drops, publishes fail. */
  stopRealtime(): Promise<void>;
  /** Starts a fresh realtime server on the same port (no memory of the old subscriptions). */
  startRealtimeAgain(): Promise<void>;
  contract: TestContractServer;
  pusher: Pusher;
  close(): Promise<void>;
}

/** Starts a realtime server on a free port and the contract server publishing to it. */
export async function startServers(): Promise<Servers> {
  const realtime = await startRealtimeServer({ host: '127.0.0.1', port: 0, apps: [app] });
  const contract = await startTestContractServer({ startRealtime: false, realtimePort: realtime.port, realtime: { appId: app.id, key: app.key, secret: app.secret } });
  const pusher = new Pusher({ appId: app.id, key: app.key, secret: app.secret, host: '127.0.0.1', port: String(realtime.port), useTLS: false });
  const port = realtime.port;
  let running = true;
  const servers: Servers = {
    realtime,
    contract,
    pusher,
    async stopRealtime() {
      running = false;
      await servers.realtime.close();
    },
    async startRealtimeAgain() {
      servers.realtime = await startRealtimeServer({ host: '127.0.0.1', port, apps: [app] });
      running = true;
    },
    close: async () => {
      await contract.close();
      if (running) await servers.realtime.close();
    },
  };
  return servers;
}

/** A store as the app builds it, plus the log of every action it saw. */
export interface TestStore {
  store: RunningStore;
  tokens: TokenStore;
  actions: UnknownAction[];
  /** The real state after each of those actions, in the same order (outside the recorder: what replays must match). */
  states: RootState[];
  /** Empties both logs, so that they line up with a recorder cleared at the same moment. */
  clearLogs(): void;
  /** Stops the sagas (disconnecting Echo). */
  stop(): void;
}

/** Builds a real store against the servers; `fetchFn` may wrap fetch (e.g. to delay the channel authorisation). */
export function buildStore(servers: Servers, options: { fetchFn?: typeof fetch; createEcho?: EchoFactory } = {}): TestStore {
  const config: AppConfig = {
    ...defaultConfig,
    environment: 'test',
    apiBaseUrl: servers.contract.apiUrl,
    realtime: { host: '127.0.0.1', port: servers.realtime.port, scheme: 'ws', key: app.key, cluster: '' },
    versionPollMs: 0,
  };
  const tokens = memoryTokenStore();
  const store = makeStore({ config, tokens, createEcho: options.createEcho ?? createTestEcho, fetchFn: options.fetchFn ?? fetch });
  const actions: UnknownAction[] = [];
  const states: RootState[] = [];
  store.replaceReducer(((state: RootState | undefined, action: UnknownAction) => {
    const next = rootReducer(state, action);
    actions.push(action);
    states.push(next);
    return next;
  }) as typeof rootReducer);
  const clearLogs = () => {
    actions.length = 0;
    states.length = 0;
  };
  return { store, tokens, actions, states, clearLogs, stop: () => store.sagaTask.cancel() };
}

/** Signs in through the API (token in the store's token store) and returns the user, as the app's sign-in does. */
export async function signInAs(servers: Servers, tokens: TokenStore, email: string, password: string): Promise<User> {
  const token = await servers.contract.signIn(email, password);
  tokens.setToken(token);
  const res = await servers.contract.api('/auth/user', { token });
  return ((await res.json()) as { user: User }).user;
}

/** Awaits a dispatched RTK Query request (query or mutation) and drops its cache subscription. */
export async function run<T>(request: { unwrap(): Promise<T>; unsubscribe?: () => void }): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe?.();
  }
}

/** Polls until `check` holds (or fails with `what` after `timeoutMs`). */
export async function waitFor(what: string, check: () => boolean, timeoutMs = 4000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Subscriptions of one channel on the realtime server (0 when the channel does not exist). */
export function subscriptions(servers: Servers, channel: string): number {
  return servers.realtime.channels(app.id).get(channel)?.subscriptionCount ?? 0;
}

/** Lets in-flight socket frames arrive (a short real wait: used only to prove that nothing happens). */
export const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));
