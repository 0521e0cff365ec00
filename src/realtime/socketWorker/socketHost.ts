/**
 * The socket host: what runs in the socket worker (`socket.worker.ts`), so pusher-js runs off the page's main
 * thread. In a burst the browser hands every WebSocket frame to the worker's thread; pusher-js parses it there,
 * and the page gets the events in batches (`WorkerBatch`, at most one per FLUSH_INTERVAL_MS, as JSON text the page
 * parses in its frame-budgeted hand-out), so its main thread keeps painting frames. Each event still reaches the page on its own, in order, with the time the worker
 * received it.
 *
 * Private and presence channels are signed by the page (it holds the bearer token): the worker asks with an
 * `authorize` report and waits for the answer. Nothing here logs payloads or signatures.
 */
import type Pusher from 'pusher-js/worker';
import type { ChannelAuthorizationCallback, Options } from 'pusher-js/worker';
import { closeActionOf } from '../closeCodes';
import {
  FLUSH_INTERVAL_MS,
  MAX_BATCH,
  type SocketOptions,
  type WorkerBatch,
  type WorkerCommand,
  type WorkerReport,
} from './protocol';

/** The host's end of the line to the page: the worker's global scope (or, in the tests, one end of a MessageChannel). */
export interface HostPort {
  postMessage(batch: WorkerBatch): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerCommand>) => void): void;
}

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
function watchSockets(runtime: SocketFactory, watcher: (change: 1 | -1) => void): void {
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
function closeCodeOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { type, error: inner } = error as { type?: unknown; error?: unknown };
  if (type !== 'WebSocketError' || typeof inner !== 'object' || inner === null) return null;
  const { type: innerType, data } = inner as { type?: unknown; data?: { code?: unknown } | null };
  return innerType === 'PusherError' && typeof data?.code === 'number' ? data.code : null;
}

/** pusher-js hands `subscription_succeeded` of a presence channel a Members object: only its member map crosses. */
function transferable(event: string, data: unknown): unknown {
  if (event === 'pusher:subscription_succeeded' && typeof data === 'object' && data !== null && 'members' in data) {
    return { members: (data as { members: unknown }).members };
  }
  return data;
}

/** Serves the page's commands on `scope` with a pusher-js client of class `PusherClient`, until the scope ends. */
export function hostSocket(scope: HostPort, PusherClient: PusherClass): void {
  let pusher: Pusher | null = null;
  let watchingMessages = false;
  let nextRequestId = 0;
  const pendingAuthorizations = new Map<number, ChannelAuthorizationCallback>();
  /** The one global handler bound per channel name, so a channel subscribed again is never bound twice. */
  const channelHandlers = new Map<string, (event: string, data: unknown) => void>();

  const queue: WorkerReport[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  let lastFlushAt = 0;

  function flush(): void {
    flushTimer = null;
    lastFlushAt = Date.now();
    const batch = queue.splice(0);
    const asked = batch.filter((item) => item.kind === 'authorize');
    const rest = asked.length === 0 ? batch : batch.filter((item) => item.kind !== 'authorize');
    if (rest.length === 0) {
      scope.postMessage({ reports: asked });
      return;
    }
    let encoded: string;
    try {
      // Payloads arrived as JSON text, so JSON carries them whole.
      encoded = JSON.stringify(rest);
    } catch {
      // Not expected (a value JSON cannot write): the structured clone carries what JSON cannot, rather than lose it.
      scope.postMessage({ reports: batch });
      return;
    }
    scope.postMessage({ reports: asked, encoded });
  }

  /**
   * Queues a report; the batch leaves at once after a quiet spell, or FLUSH_INTERVAL_MS after the previous one, or
   * as soon as it holds MAX_BATCH reports (in a flood the timer itself may come late, and the page reads each
   * batch in one task).
   */
  function report(item: WorkerReport): void {
    queue.push(item);
    if (queue.length >= MAX_BATCH) {
      if (flushTimer !== null) clearTimeout(flushTimer);
      flush();
    } else if (flushTimer === null) {
      flushTimer = setTimeout(flush, Math.max(0, lastFlushAt + FLUSH_INTERVAL_MS - Date.now()));
    }
  }

  function start(options: SocketOptions): void {
    if (pusher) return;
    let openSockets = 0;
    watchSockets(PusherClient.Runtime, (change) => {
      openSockets = Math.max(0, openSockets + change);
      report({ kind: 'sockets', open: openSockets });
    });
    const client = new PusherClient(options.key, {
      cluster: '',
      wsHost: options.wsHost,
      wsPort: options.wsPort,
      wssPort: options.wssPort,
      forceTLS: options.forceTLS,
      pongTimeout: options.pongTimeoutMs,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      channelAuthorization: {
        endpoint: '',
        transport: 'ajax',
        customHandler: ({ socketId, channelName }, callback) => {
          nextRequestId += 1;
          pendingAuthorizations.set(nextRequestId, callback);
          report({ kind: 'authorize', requestId: nextRequestId, socketId, channel: channelName });
        },
      },
    });
    client.connection.bind('state_change', ({ previous, current }: { previous: string; current: string }) => {
      report({ kind: 'state', previous, current, socketId: client.connection.socket_id ?? null });
    });
    // A close code takes reconnecting out of pusher-js's hands: it would retry after a fixed 1 s (4100–4199), at once
    // (4200–4299) or not at all, the same for every client the server closed. Disconnecting now drops the connection's
    // own handlers (so its `closed` schedules nothing), and once more after this task the retry it was about to set.
    client.connection.bind('error', (error: unknown) => {
      const code = closeCodeOf(error);
      if (code === null || closeActionOf(code) === null) return;
      report({ kind: 'serverClose', code });
      client.disconnect();
      queueMicrotask(() => client.disconnect());
    });
    // A plain drop (the server stopped, or the network went): pusher-js retries after a fixed 1 s, the same second for
    // every client the drop hit. Its `connecting_in` comes just before it sets that timer; disconnecting after this
    // task clears it, and the supervisor's jittered back-off brings the page back instead (docs/realtime-client.md).
    client.connection.bind('connecting_in', () => {
      queueMicrotask(() => client.disconnect());
    });
    client.connection.bind('message', () => {
      if (watchingMessages) report({ kind: 'message' });
    });
    pusher = client;
  }

  function subscribe(client: Pusher, name: string): void {
    const channel = client.subscribe(name);
    const previous = channelHandlers.get(name);
    if (previous) channel.unbind_global(previous);
    const handler = (event: string, data: unknown) =>
      report({ kind: 'event', channel: name, event, data: transferable(event, data), receivedAt: Date.now() });
    channelHandlers.set(name, handler);
    channel.bind_global(handler);
  }

  function unsubscribe(client: Pusher, name: string): void {
    const handler = channelHandlers.get(name);
    channelHandlers.delete(name);
    if (handler) client.channel(name)?.unbind_global(handler);
    client.unsubscribe(name);
  }

  function answerAuthorization(requestId: number, answer: Parameters<ChannelAuthorizationCallback>): void {
    const callback = pendingAuthorizations.get(requestId);
    pendingAuthorizations.delete(requestId);
    callback?.(...answer);
  }

  scope.postMessage({ reports: [] }); // hello: the page knows the host runs
  scope.addEventListener('message', ({ data: command }) => {
    if (command.type === 'start') {
      start(command.options);
      return;
    }
    if (!pusher) return;
    switch (command.type) {
      case 'subscribe':
        subscribe(pusher, command.channel);
        break;
      case 'unsubscribe':
        unsubscribe(pusher, command.channel);
        break;
      case 'connect':
        pusher.connect();
        break;
      case 'disconnect':
        pusher.disconnect();
        break;
      case 'send':
        pusher.send_event(command.event, command.data);
        break;
      case 'trigger':
        pusher.channel(command.channel)?.trigger(command.event, command.data);
        break;
      case 'watchMessages':
        watchingMessages = command.on;
        break;
      case 'authorized':
        answerAuthorization(command.requestId, [null, command.authorization]);
        break;
      case 'authorizationFailed':
        answerAuthorization(command.requestId, [new Error(command.message), null]);
        break;
    }
  });
}
