/**
 * Browser-test stacks whose realtime server can be stopped and started again: the contract server with our realtime
 * server apart (`standaloneRealtime`), or beside our realtime server in a process of its own (which can be killed),
 * and the production SPA pointed at both.
 */
import type Pusher from 'pusher';
import type { RealtimeApp } from '../../../server/realtime';
import { startSpaServer, type SpaServer } from '../../../scripts/serveSpa';
import type { RawAppConfig, RealtimeConfig } from '../../../src/config/appConfig';
import { startTestContractServer, type StartedServer, type TestContractServer } from '../../support/contractServer';
import { localPusherSdk } from '../../support/localPusherSdk';
import { startRealtimeServerProcess, type RealtimeServerProcess } from '../../support/realtimeServerProcess';

export interface RealtimeStack {
  spaUrl: string;
  contract: StartedServer<{ standaloneRealtime: true }>;
  /** The official server SDK, publishing to the realtime server. */
  pusher: Pusher;
  /** Subscriptions of a channel on the realtime server right now (0 while it is down). */
  subscriptions(channel: string): number;
  /** Open WebSocket connections on the realtime server right now. */
  connections(): number;
  /** The realtime server's port (kept across restarts). */
  realtimePort: number;
  /**
   * Pages loaded from now on get these changes to the realtime configuration (e.g. the `port` of a proxy in
   * front of the realtime server, another `tabTimeoutMs`); pages already open keep theirs.
   */
  configureNewPages(realtime: Partial<RealtimeConfig>): void;
  stopRealtime(): Promise<void>;
  startRealtimeAgain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the three servers on free ports (the realtime one keeps its port across restarts); `realtime` adds to the
 * SPA's realtime configuration (e.g. `tabTimeoutMs`); benches run the SPA in `production`.
 */
export async function startRealtimeStack(
  realtime: Partial<RealtimeConfig> = {},
  environment: 'test' | 'production' = 'test',
): Promise<RealtimeStack> {
  let config: RawAppConfig = { environment };
  const spa = await startSpaServer({ port: 0, config: () => config });
  const contract = await startTestContractServer({ spaUrl: spa.url, standaloneRealtime: true });
  const { standalone } = contract;
  const configFor = (overrides: Partial<RealtimeConfig>): RawAppConfig => ({
    environment,
    apiBaseUrl: contract.apiUrl,
    realtime: {
      host: '127.0.0.1',
      port: standalone.port,
      scheme: 'ws',
      key: standalone.app.key,
      cluster: '',
      ...overrides,
    },
    versionPollMs: 0,
  });
  config = configFor(realtime);
  return {
    spaUrl: spa.url,
    contract,
    pusher: standalone.pusher,
    subscriptions: (channel) => standalone.subscriptions(channel),
    connections: () => standalone.connections(),
    realtimePort: standalone.port,
    configureNewPages(overrides) {
      config = configFor({ ...realtime, ...overrides });
    },
    stopRealtime: () => standalone.stop(),
    startRealtimeAgain: () => standalone.startAgain(),
    async close() {
      await Promise.allSettled([spa.close(), contract.close()]);
    },
  };
}

export interface ProcessRealtimeStack {
  realtime: RealtimeServerProcess;
  spa: SpaServer;
  contract: TestContractServer;
  /** The official server SDK, publishing to the realtime process. */
  pusher: Pusher;
  close(): Promise<void>;
}

/**
 * Starts our realtime server in a process of its own (killed and restarted on its port by the test), the contract
 * server publishing to it, and the SPA (in `environment`) pointed at both.
 */
export async function startStackWithRealtimeProcess(
  app: RealtimeApp,
  environment: 'test' | 'production' = 'test',
): Promise<ProcessRealtimeStack> {
  const realtime = await startRealtimeServerProcess(app);
  let config: RawAppConfig = { environment };
  const spa = await startSpaServer({ port: 0, config: () => config });
  const contract = await startTestContractServer({
    spaUrl: spa.url,
    startRealtime: false,
    realtimePort: realtime.port,
    realtime: { appId: app.id, key: app.key, secret: app.secret },
  });
  config = {
    environment,
    apiBaseUrl: contract.apiUrl,
    realtime: { host: '127.0.0.1', port: realtime.port, scheme: 'ws', key: app.key, cluster: '' },
    versionPollMs: 0,
  };
  const pusher = localPusherSdk(app, realtime.port);
  return {
    realtime,
    spa,
    contract,
    pusher,
    async close() {
      await Promise.allSettled([spa.close(), contract.close()]);
      await realtime.close();
    },
  };
}

/** Polls until `check` holds (or fails with `what` after `timeoutMs`). */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
