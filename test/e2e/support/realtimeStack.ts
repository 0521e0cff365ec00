/**
 * A browser-test stack whose realtime server can be stopped and started again: the contract server with our realtime
 * server apart (`standaloneRealtime`), and the production SPA pointed at both.
 */
import type Pusher from 'pusher';
import { startSpaServer } from '../../../scripts/serveSpa';
import type { RawAppConfig, RealtimeConfig } from '../../../src/config/appConfig';
import { startTestContractServer, type StartedServer } from '../../support/contractServer';

export interface RealtimeStack {
  spaUrl: string;
  contract: StartedServer<{ standaloneRealtime: true }>;
  /** The official server SDK, publishing to the realtime server. */
  pusher: Pusher;
  /** Subscriptions of a channel on the realtime server right now (0 while it is down). */
  subscriptions(channel: string): number;
  /** Open WebSocket connections on the realtime server right now. */
  connections(): number;
  stopRealtime(): Promise<void>;
  startRealtimeAgain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the three servers on free ports (the realtime one keeps its port across restarts); `realtime` adds to the
 * SPA's realtime configuration (e.g. `tabTimeoutMs`).
 */
export async function startRealtimeStack(realtime: Partial<RealtimeConfig> = {}): Promise<RealtimeStack> {
  let config: RawAppConfig = { environment: 'test' };
  const spa = await startSpaServer({ port: 0, config: () => config });
  const contract = await startTestContractServer({ spaUrl: spa.url, standaloneRealtime: true });
  const { standalone } = contract;
  config = {
    environment: 'test',
    apiBaseUrl: contract.apiUrl,
    realtime: {
      host: '127.0.0.1',
      port: standalone.port,
      scheme: 'ws',
      key: standalone.app.key,
      cluster: '',
      ...realtime,
    },
    versionPollMs: 0,
  };
  return {
    spaUrl: spa.url,
    contract,
    pusher: standalone.pusher,
    subscriptions: (channel) => standalone.subscriptions(channel),
    connections: () => standalone.connections(),
    stopRealtime: () => standalone.stop(),
    startRealtimeAgain: () => standalone.startAgain(),
    async close() {
      await Promise.allSettled([spa.close(), contract.close()]);
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
