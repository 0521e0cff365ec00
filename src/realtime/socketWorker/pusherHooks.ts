/**
 * What the socket host (`socketHost.ts`) reads from pusher-js besides its public events: the WebSockets its runtime
 * opens, the close code inside a connection `error`, and a presence channel's members as they can cross to a page.
 */
import type Pusher from 'pusher-js/worker';
import type { Options } from 'pusher-js/worker';

/** pusher-js's runtime: the one place its transports create a WebSocket. */
type SocketFactory = Pick<typeof Pusher.Runtime, 'createWebSocket'>;

/** The pusher-js client class (its web-worker build in the worker, its Node build in the tests) and its runtime. */
export type PusherClass = (new (key: string, options: Options) => Pusher) & { Runtime: SocketFactory };

/** Who hears of each WebSocket a runtime creates (+1) and sees closed (-1). */
const socketWatchers = new WeakMap<SocketFactory, Set<(change: 1 | -1) => void>>();

/**
 * Calls `watcher` with +1 for each WebSocket pusher-js's `runtime` creates and -1 when it closes (after an error, a
 * refusal, or a close by either side). pusher-js has no public event for "a connection attempt is in flight", and its
 * `connecting` state also covers the seconds it only waits between attempts; the page's supervisor needs to tell the
 * two apart, so it never cuts short a handshake that a slow network is still carrying (realtimeSaga.ts). The factory
 * is wrapped once per runtime. A bundle holds one host (one per worker, one on the page); only Node tests run several
 * hosts on one runtime, and each then counts every host's sockets.
 */
export function watchSockets(runtime: SocketFactory, watcher: (change: 1 | -1) => void): void {
  let watchers = socketWatchers.get(runtime);
  if (!watchers) {
    const all = new Set<(change: 1 | -1) => void>();
    const create = runtime.createWebSocket.bind(runtime);
    runtime.createWebSocket = (url) => {
      const socket = create(url);
      const events = socket as Partial<Pick<EventTarget, 'addEventListener'>>;
      // A socket without DOM-style listeners (no such runtime is known) is not counted rather than counted forever.
      if (typeof events.addEventListener !== 'function') return socket;
      for (const notify of all) notify(1);
      events.addEventListener(
        'close',
        () => {
          for (const notify of all) notify(-1);
        },
        { once: true },
      );
      return socket;
    };
    socketWatchers.set(runtime, all);
    watchers = all;
  }
  watchers.add(watcher);
}

/**
 * The close code in an `error` that pusher-js's connection emits just before it acts on a server's close code (its
 * `WebSocketError` wrapping the code's `PusherError`), else null. A `pusher:error` message that closes nothing comes as
 * a bare `PusherError`, and a socket's own error as a `WebSocketError` wrapping an Event: neither is a close.
 */
export function closeCodeOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { type, error: inner } = error as { type?: unknown; error?: unknown };
  if (type !== 'WebSocketError' || typeof inner !== 'object' || inner === null) return null;
  const { type: innerType, data } = inner as { type?: unknown; data?: { code?: unknown } | null };
  return innerType === 'PusherError' && typeof data?.code === 'number' ? data.code : null;
}

/** pusher-js hands `subscription_succeeded` of a presence channel a Members object: only its member map crosses. */
export function transferable(event: string, data: unknown): unknown {
  if (event === 'pusher:subscription_succeeded' && typeof data === 'object' && data !== null && 'members' in data) {
    return { members: (data as { members: unknown }).members };
  }
  return data;
}
