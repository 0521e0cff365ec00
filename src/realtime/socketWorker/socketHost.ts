/**
 * The socket host: what runs in the socket worker (`socket.worker.ts`), so pusher-js runs off the page's main
 * thread. Run as a SharedWorker it serves every tab of the site with one connection and one subscription per
 * channel: each tab gets the events of the channels it subscribed to, and a tab that leaves (`bye`) gives its
 * channels back. In a burst the browser hands every WebSocket frame to the worker's thread; pusher-js parses it there,
 * and the page gets the events in batches (`WorkerBatch`, at most one per FLUSH_INTERVAL_MS, as JSON text the page
 * parses in its frame-budgeted hand-out), so its main thread keeps painting frames. Each event still reaches the page
 * on its own, in order, with the time the worker received it.
 *
 * Private and presence channels are signed by a page (it holds the bearer token): the worker asks the latest tab that
 * holds the channel with an `authorize` report and waits for the answer. Nothing here logs payloads or signatures.
 *
 * A tab that crashes or is killed says no `bye`: the shared host gives it up once the Web Lock it holds while it lives
 * is free (`alive`), or once it has not heard from it for the page's `tabTimeoutMs` (pages ping, `heartbeat.ts`;
 * a frozen tab keeps its lock), and tells it `dropped` if it ever speaks again (docs/realtime-client.md).
 */
import type Pusher from 'pusher-js/worker';
import { closeActionOf } from '../closeCodes';
import { PortLink, type HostPort } from './hostPort';
import { SignatureRequests } from './hostSignatures';
import type { SocketOptions, WorkerCommand, WorkerReport } from './protocol';
import { closeCodeOf, transferable, watchSockets, type PusherClass } from './pusherHooks';

export type { HostPort, PusherClass };

/** The socket host, to which each page's line is attached (one in a dedicated worker, one per tab in a shared one). */
export interface SocketHost {
  attach(port: HostPort): void;
}

export interface SocketHostOptions {
  /** Give up pages silent for their `tabTimeoutMs` (a shared worker, serving tabs that may die without a word). */
  dropSilentPages?: boolean;
}

/** A socket host whose pusher-js client (of class `PusherClient`) starts with the first page's `start`. */
export function createSocketHost(
  PusherClient: PusherClass,
  { dropSilentPages = false }: SocketHostOptions = {},
): SocketHost {
  let pusher: Pusher | null = null;
  const links = new Set<PortLink>();
  let openSockets = 0;
  const signatures = new SignatureRequests(() => links);
  /** The one global handler bound per channel name, so a channel subscribed again is never bound twice. */
  const channelHandlers = new Map<string, (event: string, data: unknown) => void>();

  const everyone = (item: WorkerReport) => {
    for (const link of links) link.report(item);
  };

  function start(link: PortLink, options: SocketOptions): void {
    link.wantsConnection = true;
    if (pusher) {
      // A later tab: it learns where the shared connection stands, and a connection nobody wanted comes back.
      const { state, socket_id: socketId } = pusher.connection;
      link.report({ kind: 'state', previous: 'initialized', current: state, socketId: socketId ?? null });
      link.report({ kind: 'sockets', open: openSockets });
      pusher.connect();
      return;
    }
    watchSockets(PusherClient.Runtime, (change) => {
      openSockets = Math.max(0, openSockets + change);
      everyone({ kind: 'sockets', open: openSockets });
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
        customHandler: ({ socketId, channelName }, callback) => signatures.channel(socketId, channelName, callback),
      },
      // `signin()` (Echo's `connector.signin()`): signed by a page too, which holds the token.
      userAuthentication: {
        endpoint: '',
        transport: 'ajax',
        customHandler: ({ socketId }, callback) => signatures.user(socketId, callback),
      },
    });
    client.connection.bind('state_change', ({ previous, current }: { previous: string; current: string }) => {
      everyone({ kind: 'state', previous, current, socketId: client.connection.socket_id ?? null });
    });
    // A close code takes reconnecting out of pusher-js's hands: it would retry after a fixed 1 s (4100–4199), at once
    // (4200–4299) or not at all, the same for every client the server closed. Disconnecting now drops the connection's
    // own handlers (so its `closed` schedules nothing), and once more after this task the retry it was about to set.
    client.connection.bind('error', (error: unknown) => {
      const code = closeCodeOf(error);
      if (code === null || closeActionOf(code) === null) return;
      everyone({ kind: 'serverClose', code });
      client.disconnect();
      queueMicrotask(() => client.disconnect());
    });
    // A plain drop (the server stopped, or the network went): pusher-js retries after a fixed 1 s, the same second for
    // every client the drop hit. Its `connecting_in` comes just before it sets that timer; disconnecting after this
    // task clears it, and the supervisor's jittered back-off brings the page back instead (docs/realtime-client.md).
    client.connection.bind('connecting_in', () => {
      queueMicrotask(() => client.disconnect());
    });
    // The user's events (once signed in): to the pages that asked to sign in, as pusher-js's `user` emits them.
    client.user.bind_global((event: string, data: unknown) => {
      const item: WorkerReport = { kind: 'user', event, data, receivedAt: Date.now() };
      for (const link of links) if (link.wantsSignin) link.report(item);
    });
    client.connection.bind('message', () => {
      for (const watcher of links) if (watcher.watchingMessages) watcher.report({ kind: 'message' });
    });
    pusher = client;
  }

  function subscribe(client: Pusher, link: PortLink, name: string): void {
    const joining = !link.channels.has(name);
    link.channels.add(name);
    const channel = client.subscribe(name); // once per name: pusher-js keeps a subscribed channel as it is
    if (!channelHandlers.has(name)) {
      const handler = (event: string, data: unknown) => {
        const item: WorkerReport = {
          kind: 'event',
          channel: name,
          event,
          data: transferable(event, data),
          receivedAt: Date.now(),
        };
        for (const holder of links) if (holder.channels.has(name)) holder.report(item);
      };
      channelHandlers.set(name, handler);
      channel.bind_global(handler);
    } else if (joining && channel.subscribed) {
      // Another tab subscribed it already: this one hears that it is, with the members a presence channel has.
      const { members } = channel as unknown as { members?: { members?: unknown } };
      const data = members?.members === undefined ? {} : { members: members.members };
      link.report({
        kind: 'event',
        channel: name,
        event: 'pusher:subscription_succeeded',
        data,
        receivedAt: Date.now(),
      });
    }
  }

  /** Gives `link`'s hold on a channel back; the last hold gone, the channel is left. */
  function release(client: Pusher, link: PortLink, name: string): void {
    link.channels.delete(name);
    if ([...links].some((holder) => holder.channels.has(name))) return;
    const handler = channelHandlers.get(name);
    channelHandlers.delete(name);
    if (handler) client.channel(name)?.unbind_global(handler);
    client.unsubscribe(name);
  }

  /** A page that left: its channels are given back, its pending signatures asked of another page. */
  function leave(link: PortLink): void {
    if (!links.delete(link)) return;
    link.close();
    if (!pusher) return;
    for (const name of [...link.channels]) release(pusher, link, name);
    signatures.askAgain(link);
    if (links.size === 0) pusher.disconnect();
  }

  /** A page silent for too long (a crashed tab, or one frozen): it leaves, and hears so if it comes back. */
  function giveUp(link: PortLink): void {
    leave(link);
    link.dropped = true;
  }

  /** A page's `start`: also a page that was given up, coming back (it is again one of the host's pages). */
  function begin(link: PortLink, options: SocketOptions): void {
    links.add(link);
    link.dropped = false;
    if (dropSilentPages && options.tabTimeoutMs !== undefined) {
      link.watchSilence(options.tabTimeoutMs, () => giveUp(link));
    }
    start(link, options);
  }

  function serve(link: PortLink, command: WorkerCommand): void {
    link.heard();
    if (command.type === 'start') {
      begin(link, command.options);
      return;
    }
    if (command.type === 'bye') {
      leave(link);
      return;
    }
    if (command.type === 'alive') {
      // The tab holds this lock while it lives (it names each lock once, and only to a shared worker, and only where
      // the browser has Web Locks): the browser grants it here once the tab is gone, closed, crashed or killed.
      void navigator.locks.request(command.lock, () => giveUp(link));
      return;
    }
    if (link.dropped) {
      // Its channels and requests are gone: the page starts again rather than have this command act on nothing.
      link.dropped = false;
      link.report({ kind: 'dropped' });
      return;
    }
    if (!pusher || !links.has(link)) return;
    switch (command.type) {
      case 'ping':
        break;
      case 'subscribe':
        subscribe(pusher, link, command.channel);
        break;
      case 'unsubscribe':
        release(pusher, link, command.channel);
        break;
      case 'connect':
        link.wantsConnection = true;
        pusher.connect();
        break;
      case 'disconnect':
        // One tab's page going away, or its store ending, leaves the other tabs' connection alone.
        link.wantsConnection = false;
        if (![...links].some((other) => other.wantsConnection)) pusher.disconnect();
        break;
      case 'reconnect':
        link.wantsConnection = true;
        pusher.disconnect();
        pusher.connect();
        break;
      case 'send':
        pusher.send_event(command.event, command.data);
        break;
      case 'trigger':
        pusher.channel(command.channel)?.trigger(command.event, command.data);
        break;
      case 'watchMessages':
        link.watchingMessages = command.on;
        break;
      case 'authorized':
        signatures.answerChannel(link, command.requestId, [null, command.authorization]);
        break;
      case 'authorizationFailed':
        signatures.answerChannel(link, command.requestId, [new Error(command.message), null]);
        signatures.answerUser(link, command.requestId, [new Error(command.message), null]);
        break;
      case 'signin':
        link.wantsSignin = true;
        pusher.signin();
        break;
      case 'userAuthenticated':
        signatures.answerUser(link, command.requestId, [null, command.authentication]);
        break;
    }
  }

  return {
    attach(port) {
      const link = new PortLink(port);
      links.add(link);
      port.postMessage({ reports: [] }); // hello: the page knows the host runs
      port.addEventListener('message', ({ data }) => serve(link, data));
    },
  };
}

/** Serves the page's commands on `scope` (a dedicated worker, or the host on the page) with a pusher-js client. */
export function hostSocket(scope: HostPort, PusherClient: PusherClass): void {
  createSocketHost(PusherClient).attach(scope);
}
