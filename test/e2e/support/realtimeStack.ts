/**
 * A browser-test stack whose realtime server can be killed and restarted: our own realtime server on a
 * fixed port, the contract server publishing to it, and the production SPA pointed at both.
 */
import Pusher from 'pusher';
import { startRealtimeServer, type RealtimeServer } from '../../../server/realtime/index';
import { startSpaServer } from '../../../scripts/serveSpa';
import type { RawAppConfig } from '../../../src/config/appConfig';
import { startTestContractServer, type TestContractServer } from '../../support/contractServer';

const app = { id: 'e2e-realtime-app', key: 'e2e-realtime-key', secret: 'e2e-realtime-secret' };

export interface RealtimeStack {
  spaUrl: string;
  contract: TestContractServer;
  /** The official server SDK, publishing to the realtime server. */
  pusher: Pusher;
  /** Subscriptions of a channel on the realtime server right now (0 while it is down). */
  subscriptions(channel: string): number;
  stopRealtime(): Promise<void>;
  startRealtimeAgain(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the three servers on free ports (the realtime one keeps its port across restarts). */
export async function startRealtimeStack(): Promise<RealtimeStack> {
  let realtime: RealtimeServer | null = await startRealtimeServer({ host: '127.0.0.1', port: 0, apps: [app] });
  const port = realtime.port;
  let config: RawAppConfig = { environment: 'test' };
  const spa = await startSpaServer({ port: 0, config: () => config });
  const contract = await startTestContractServer({
    spaUrl: spa.url,
    startRealtime: false,
    realtimePort: port,
    realtime: { appId: app.id, key: app.key, secret: app.secret },
  });
  config = {
    environment: 'test',
    apiBaseUrl: contract.apiUrl,
    realtime: { host: '127.0.0.1', port, scheme: 'ws', key: app.key, cluster: '' },
    versionPollMs: 0,
  };
  const pusher = new Pusher({ appId: app.id, key: app.key, secret: app.secret, host: '127.0.0.1', port: String(port), useTLS: false });
  return {
    spaUrl: spa.url,
    contract,
    pusher,
    subscriptions: (channel) => realtime?.channels(app.id).get(channel)?.subscriptionCount ?? 0,
    async stopRealtime() {
      const running = realtime;
      realtime = null;
      await running?.close();
    },
    async startRealtimeAgain() {
      realtime = await startRealtimeServer({ host: '127.0.0.1', port, apps: [app] });
    },
    async close() {
      await Promise.allSettled([spa.close(), contract.close(), realtime?.close()]);
    },
  };
}

/** Polls until `check` holds (or fails with `what` after `timeoutMs`). */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
