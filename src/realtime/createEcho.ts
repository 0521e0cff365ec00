import type { EchoFactory, EchoFactoryOptions, EchoInstance } from './echoFactory';
import type { SocketWorkerPort } from './socketWorker/workerPusher';
import { ChannelAuthError, SubscriptionCancelled } from './channelAuth';

/**
 * Resolves once the page has painted and the browser has a quiet moment (or after `maxWaitMs` at the
 * latest), so the realtime chunk is never part of the first paint's download. Immediate outside a browser.
 */
export function afterFirstPaint(maxWaitMs = 1500): Promise<void> {
  if (typeof window === 'undefined' || typeof window.requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    // A frame callback runs before that frame is painted; the idle callback (or a timer) after it.
    window.requestAnimationFrame(() => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(done, { timeout: maxWaitMs });
      else setTimeout(done, 0);
    });
    // A hidden tab gets no frames: do not wait for one forever.
    setTimeout(done, maxWaitMs);
  });
}

/**
 * Wraps `authorize` for pusher-js: a refused or failed signature is logged (shown to nobody on screen, docs/contract.md; without
 * tokens or signatures) and rejected with an Error whose message pusher-js passes on in `subscription_error`.
 */
function loggedAuthorize(authorize: EchoFactoryOptions['authorize']): EchoFactoryOptions['authorize'] {
  return (socketId, channelName) =>
    authorize(socketId, channelName).catch((error: unknown) => {
      const status = error instanceof ChannelAuthError ? error.status : null;
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof SubscriptionCancelled)
        console.info('[realtime] subscription cancelled', { channel: channelName });
      else console.warn('[realtime] channel authorisation failed', { channel: channelName, status, reason });
      throw error instanceof Error ? error : new ChannelAuthError(String(error), null);
    });
}

/**
 * A connection that says nothing for the server's announced activity timeout (`activity_timeout` in
 * `pusher:connection_established`, 30 s on Reverb) gets a `pusher:ping`; with no answer within this it is taken for
 * dead (a host that died, a network that drops packets) and replaced. pusher-js's own default is 30 s.
 */
export const PONG_TIMEOUT_MS = 10_000;

/**
 * How long the shared socket worker waits to hear from a tab before it gives the tab's channels back (a crashed tab
 * says no goodbye). A tab pings every 10 s, but Chrome runs a hidden tab's timers once a minute at most (intensive
 * throttling): the wait must span two of those minutes and some. `realtime.tabTimeoutMs` in /config.js overrides it.
 */
export const TAB_TIMEOUT_MS = 180_000;

/** Starts the socket worker, or in the tests a stand-in for it that runs pusher-js in the same process. */
export type SpawnSocketWorker = () => SocketWorkerPort | Promise<SocketWorkerPort>;

/**
 * An EchoFactory whose pusher-js connection runs in the socket worker that `spawn` starts (`socketWorker/`):
 * laravel-echo 2 with `broadcaster: 'reverb'` and the worker's stand-in as its `client`. A burst of pushes is parsed
 * off the main thread and reaches the store in per-frame batches, every push still its own action. Echo and the
 * stand-in load lazily once the page has painted (`afterFirstPaint`; separate chunks, so they stay out of the first
 * paint's download). Subscriptions are signed by `authorize` here, on the page: the bearer token never enters the
 * worker.
 */
export function echoOverSocketWorker(
  spawn: SpawnSocketWorker,
  { pongTimeoutMs = PONG_TIMEOUT_MS }: { pongTimeoutMs?: number } = {},
): EchoFactory {
  return async ({ config, authorize, authenticateUser }): Promise<EchoInstance> => {
    await afterFirstPaint();
    const [{ default: Echo }, { WorkerPusher }, worker] = await Promise.all([
      import('laravel-echo'),
      import('./socketWorker/workerPusher'),
      spawn(),
    ]);
    const socket = {
      key: config.key,
      wsHost: config.host,
      wsPort: config.port,
      wssPort: config.port,
      forceTLS: config.scheme === 'wss',
      pongTimeoutMs,
      tabTimeoutMs: config.tabTimeoutMs ?? TAB_TIMEOUT_MS,
    };
    const client = new WorkerPusher(worker, socket, loggedAuthorize(authorize), {
      respawn: async () => spawn(),
      authenticateUser,
    });
    // The stand-in has the part of the pusher-js client that Echo and the realtime saga call (workerPusher.ts).
    type PusherClient = NonNullable<ConstructorParameters<typeof Echo<'reverb'>>[0]['client']>;
    return new Echo({
      broadcaster: 'reverb',
      key: config.key,
      client: client as unknown as PusherClient,
      withoutInterceptors: true,
    });
  };
}

/** The app's EchoFactory: the socket worker as the browser runs it (webpack builds `socket.worker.ts` as its own script). */
export const createEcho: EchoFactory = echoOverSocketWorker(async () =>
  (await import('./socketWorker/spawn')).startSocketWorkerOrPage(),
);
