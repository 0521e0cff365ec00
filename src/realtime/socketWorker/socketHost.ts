/**
 * The socket host: what runs in the socket worker (`socket.worker.ts`), so pusher-js runs off the page's main
 * thread. Run as a SharedWorker it serves every tab of the site with one connection and one subscription per
 * channel: each tab gets the events of the channels it subscribed to, and a tab that leaves (`bye`) gives its
 * channels back. In a burst the browser hands every WebSocket frame to the worker's thread; pusher-js parses it there,
 * and the page gets the events in batches (`WorkerBatch`, at most one per FLUSH_INTERVAL_MS, as JSON text the page
 * parses in its frame-budgeted hand-out), so its main thread keeps painting frames. Each event still reaches the page on its own, in order, with the time the worker
 * received it.
 *
 * Private and presence channels are signed by a page (it holds the bearer token): the worker asks the latest tab that
 * holds the channel with an `authorize` report and waits for the answer. Nothing here logs payloads or signatures.
 */
import type Pusher from 'pusher-js/worker';
import type { ChannelAuthorizationCallback, UserAuthenticationCallback } from 'pusher-js/worker';
import { closeActionOf } from '../closeCodes';
import { PortLink, type HostPort } from './hostPort';
import type { SocketOptions, WorkerCommand, WorkerReport } from './protocol';
import { closeCodeOf, transferable, watchSockets, type PusherClass } from './pusherHooks';

export type { HostPort, PusherClass };

/** A signature pusher-js asked for, and the page asked to give it. */
interface PendingAuthorization {
  channel: string;
  socketId: string;
  link: PortLink;
  callback: ChannelAuthorizationCallback;
}

/** A user signature (`signin`) pusher-js asked for, and the page asked to give it. */
interface PendingSignin {
  socketId: string;
  link: PortLink;
  callback: UserAuthenticationCallback;
}

/** The socket host, to which each page's line is attached (one in a dedicated worker, one per tab in a shared one). */
export interface SocketHost {
  attach(port: HostPort): void;
}

/** A socket host whose pusher-js client (of class `PusherClient`) starts with the first page's `start`. */
export function createSocketHost(PusherClient: PusherClass): SocketHost {
  let pusher: Pusher | null = null;
  const links = new Set<PortLink>();
  let openSockets = 0;
  let nextRequestId = 0;
  const pendingAuthorizations = new Map<number, PendingAuthorization>();
  const pendingSignins = new Map<number, PendingSignin>();
  /** The one global handler bound per channel name, so a channel subscribed again is never bound twice. */
  const channelHandlers = new Map<string, (event: string, data: unknown) => void>();

  const everyone = (item: WorkerReport) => {
    for (const link of links) link.report(item);
  };

  /** Asks the latest page that holds the channel to sign it; with none left, the subscription fails. */
  function askSignature(requestId: number, request: PendingAuthorization): void {
    const signer = [...links].reverse().find((link) => link.channels.has(request.channel));
    if (!signer) {
      pendingAuthorizations.delete(requestId);
      request.callback(new Error('no page holds this channel any more'), null);
      return;
    }
    request.link = signer;
    signer.report({ kind: 'authorize', requestId, socketId: request.socketId, channel: request.channel });
  }

  /** Asks the latest page that asked to sign in for the user's signature; with none left, the sign-in fails. */
  function askUserSignature(requestId: number, request: PendingSignin): void {
    const signer = [...links].reverse().find((link) => link.wantsSignin);
    if (!signer) {
      pendingSignins.delete(requestId);
      request.callback(new Error('no page asks to sign in any more'), null);
      return;
    }
    request.link = signer;
    signer.report({ kind: 'authenticateUser', requestId, socketId: request.socketId });
  }

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
        customHandler: ({ socketId, channelName }, callback) => {
          nextRequestId += 1;
          const request: PendingAuthorization = { channel: channelName, socketId, link, callback };
          pendingAuthorizations.set(nextRequestId, request);
          askSignature(nextRequestId, request);
        },
      },
      // `signin()` (Echo's `connector.signin()`): signed by a page too, which holds the token.
      userAuthentication: {
        endpoint: '',
        transport: 'ajax',
        customHandler: ({ socketId }, callback) => {
          nextRequestId += 1;
          const request: PendingSignin = { socketId, link, callback };
          pendingSignins.set(nextRequestId, request);
          askUserSignature(nextRequestId, request);
        },
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
    for (const [requestId, request] of pendingAuthorizations) {
      if (request.link === link) askSignature(requestId, request);
    }
    for (const [requestId, request] of pendingSignins) {
      if (request.link === link) askUserSignature(requestId, request);
    }
    if (links.size === 0) pusher.disconnect();
  }

  function answerAuthorization(
    link: PortLink,
    requestId: number,
    answer: Parameters<ChannelAuthorizationCallback>,
  ): void {
    const request = pendingAuthorizations.get(requestId);
    if (request?.link !== link) return; // not asked of this page (any more)
    pendingAuthorizations.delete(requestId);
    request.callback(...answer);
  }

  function answerSignin(link: PortLink, requestId: number, answer: Parameters<UserAuthenticationCallback>): void {
    const request = pendingSignins.get(requestId);
    if (request?.link !== link) return;
    pendingSignins.delete(requestId);
    request.callback(...answer);
  }

  function serve(link: PortLink, command: WorkerCommand): void {
    if (command.type === 'start') {
      start(link, command.options);
      return;
    }
    if (command.type === 'bye') {
      leave(link);
      return;
    }
    if (!pusher || !links.has(link)) return;
    switch (command.type) {
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
        answerAuthorization(link, command.requestId, [null, command.authorization]);
        break;
      case 'authorizationFailed':
        answerAuthorization(link, command.requestId, [new Error(command.message), null]);
        answerSignin(link, command.requestId, [new Error(command.message), null]);
        break;
      case 'signin':
        link.wantsSignin = true;
        pusher.signin();
        break;
      case 'userAuthenticated':
        answerSignin(link, command.requestId, [null, command.authentication]);
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
