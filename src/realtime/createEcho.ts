import type { EchoFactory, EchoInstance } from './echoFactory';
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
 * The default EchoFactory: laravel-echo 2 with `broadcaster: 'reverb'` over pusher-js 8, both loaded lazily
 * once the page has painted (`afterFirstPaint`; a separate chunk, so they stay out of the initial bundle and
 * out of the first paint's download). Subscriptions are signed by `authorize` through pusher-js's
 * `channelAuthorization.customHandler`, which lets us POST JSON with our own headers.
 */
export const createEcho: EchoFactory = async ({ config, authorize }): Promise<EchoInstance> => {
  await afterFirstPaint();
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([
    import('laravel-echo'),
    import('pusher-js'),
  ]);
  const tls = config.scheme === 'wss';
  return new Echo({
    broadcaster: 'reverb',
    Pusher,
    key: config.key,
    wsHost: config.host,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: tls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    // Our own interceptors add nothing: the API is token-based, not cookie-and-CSRF based.
    withoutInterceptors: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        authorize(socketId, channelName).then(
          (data) => callback(null, data),
          (error: unknown) => {
            // Shown to nobody (seed §8); logged without tokens or signatures.
            const status = error instanceof ChannelAuthError ? error.status : null;
            const reason = error instanceof Error ? error.message : String(error);
            if (error instanceof SubscriptionCancelled) console.info('[realtime] subscription cancelled', { channel: channelName });
            else console.warn('[realtime] channel authorisation failed', { channel: channelName, status, reason });
            callback(error instanceof Error ? error : new ChannelAuthError(String(error), null), null);
          },
        );
      },
    },
  });
};
