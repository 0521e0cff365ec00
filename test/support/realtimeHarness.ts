/**
 * Shared set-up for the realtime saga tests, against the contract server with our realtime server apart (so tests
 * can look at its channels and restart it): a real store from makeStore with the real Echo factory.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore, type RunningStore } from '@/app/store';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { memoryTokenStore, type TokenStore } from '@/api/services';
import { testAppConfig } from './testAppConfig';
import { createTestEcho } from './inProcessSocketWorker';
import type { EchoFactory } from '@/realtime/echoFactory';
import type { TabChannel } from '@/realtime/tabs/toastTab';
import type { User } from '@/api/types';
import type { StartedServer } from './contractServer';
import type { DemoUser } from './demoUsers';

/** The contract server with our realtime server apart: `startTestContractServer({ standaloneRealtime: true })`. */
export type Servers = StartedServer<{ standaloneRealtime: true }>;

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
export function buildStore(
  servers: Servers,
  options: {
    fetchFn?: typeof fetch;
    createEcho?: EchoFactory;
    openTabChannel?: () => TabChannel | null;
    /** The page's `realtime.tabTimeoutMs` (how long a shared socket host waits to hear from it). */
    tabTimeoutMs?: number;
  } = {},
): TestStore {
  const config = testAppConfig(
    {
      port: servers.standalone.port,
      key: servers.standalone.app.key,
      ...(options.tabTimeoutMs === undefined ? {} : { tabTimeoutMs: options.tabTimeoutMs }),
    },
    servers.apiUrl,
  );
  const tokens = memoryTokenStore();
  const store = makeStore({
    config,
    tokens,
    createEcho: options.createEcho ?? createTestEcho,
    fetchFn: options.fetchFn ?? fetch,
    // Alone unless the test gives the tabs a line: Node's BroadcastChannel would join every store of the process.
    openTabChannel: options.openTabChannel ?? (() => null),
  });
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
export async function signInAs(servers: Servers, tokens: TokenStore, user: DemoUser): Promise<User> {
  const token = await servers.signInAs(user);
  tokens.setToken(token);
  const res = await servers.api('/auth/user', { token });
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

/** Lets in-flight socket frames arrive (a short real wait: used only to prove that nothing happens). */
export const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));
