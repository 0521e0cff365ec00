/**
 * The messages between the page and the socket worker (`socket.worker.ts`), which holds the pusher-js connection
 * off the main thread (shared by every tab of the site where the browser has SharedWorker). The page sends commands;
 * the worker sends what happened, in the order it happened, in batches of at most one per FLUSH_INTERVAL_MS, so a
 * burst of thousands of frames becomes a few dozen tasks on the page instead of one task per frame.
 */
import type { ChannelAuthorization, UserAuthentication } from '../echoFactory';

/** What pusher-js needs to open the connection (the page's realtime config, Pusher option names). */
export interface SocketOptions {
  key: string;
  wsHost: string;
  wsPort: number;
  wssPort: number;
  forceTLS: boolean;
  /**
   * How long pusher-js waits for the answer to its `pusher:ping` (sent after the server's announced activity timeout
   * without a message) before it takes the connection for dead and replaces it.
   */
  pongTimeoutMs: number;
  /**
   * The longest the page stays silent: it pings at least this often (`heartbeat.ts`), and the shared worker takes a
   * page it has not heard from for this long for gone (a crashed tab says no `bye`) and gives its channels back.
   * Without it the page does not ping and is never dropped.
   */
  tabTimeoutMs?: number;
}

/** Commands from the page. */
export type WorkerCommand =
  | { type: 'start'; options: SocketOptions }
  | { type: 'subscribe'; channel: string }
  | { type: 'unsubscribe'; channel: string }
  | { type: 'connect' }
  /** This page no longer wants the connection (a shared one stays up while another tab wants it). */
  | { type: 'disconnect' }
  /** A fresh connection attempt: the socket (shared or not) is dropped and opened again (`connectionSupervisor.ts`). */
  | { type: 'reconnect' }
  /** The page is going away: the host gives its channels back (a SharedWorker cannot see a tab close). */
  | { type: 'bye' }
  /** The page is still there (sent every `PING_INTERVAL_MS` at most, when it has a `tabTimeoutMs`). */
  | { type: 'ping' }
  /** The page holds the Web Lock `lock` while it lives: the shared worker takes it for gone once it is free (spawn.ts). */
  | { type: 'alive'; lock: string }
  | { type: 'send'; event: string; data: unknown }
  /** A client event on a subscribed channel (a whisper). */
  | { type: 'trigger'; channel: string; event: string; data: unknown }
  /** Report every incoming message (`message` reports) while the page listens for them (a liveness probe). */
  | { type: 'watchMessages'; on: boolean }
  /** Sign the connection in as the user (`pusher:signin`; the page is asked with `authenticateUser`). */
  | { type: 'signin' }
  | { type: 'authorized'; requestId: number; authorization: ChannelAuthorization }
  | { type: 'userAuthenticated'; requestId: number; authentication: UserAuthentication }
  | { type: 'authorizationFailed'; requestId: number; message: string };

/** One thing that happened in the worker. */
export type WorkerReport =
  /** An event on a subscribed channel (`pusher:` events included); `receivedAt` is when the worker got it. */
  | { kind: 'event'; channel: string; event: string; data: unknown; receivedAt: number }
  /**
   * An event of the signed-in user (pusher-js's `pusher.user`: what the server sends to `#server-to-user-{id}`, and
   * `pusher:signin_error`), to each page that asked to sign in.
   */
  | { kind: 'user'; event: string; data: unknown; receivedAt: number }
  | { kind: 'state'; previous: string; current: string; socketId: string | null }
  | { kind: 'message' }
  /**
   * How many WebSockets pusher-js has opened, or is opening, and not yet seen closed: above 0 while a connection
   * attempt is in flight (`socketHost.ts`). Sent on every change.
   */
  | { kind: 'sockets'; open: number }
  /**
   * The server closed the connection with a Pusher close code (4000–4399, or 1002–1004). The host has stopped
   * pusher-js's own fixed retry (the connection is then `disconnected`); the page decides when to connect again
   * (`closeCodes.ts`).
   */
  | { kind: 'serverClose'; code: number }
  /**
   * The host had taken this page for gone (silent for its `tabTimeoutMs`: a tab frozen, or back from the back-forward
   * cache) and given its channels back; the page starts again (`start`, its channels) and recovers what it missed.
   */
  | { kind: 'dropped' }
  /** pusher-js asks for a private or presence channel's signature; the page answers with `authorized`. */
  | { kind: 'authorize'; requestId: number; socketId: string; channel: string }
  /** pusher-js asks for the user's signature (`signin`); the page answers with `userAuthenticated`. */
  | { kind: 'authenticateUser'; requestId: number; socketId: string };

/**
 * One message from the worker: the reports since the previous one, oldest first. The host's first message is an
 * empty batch, sent as soon as it runs: it tells the page that the worker started (`spawn.ts`).
 */
export interface WorkerBatch {
  /** Reports the page acts on in the message's own task (signature requests). */
  reports: WorkerReport[];
  /**
   * The batch's other reports, after those, as JSON text. A string crosses threads as one copy, and the page parses
   * it in its frame-budgeted hand-out, not in the message's task: a flood of batches no longer keeps the page's
   * task queue busy deserialising them before it may paint.
   */
  encoded?: string;
}

/**
 * The connection event (`connection.bind(SOCKETS_EVENT, ({ open }) => …)`) under which the page's client repeats the
 * `sockets` reports. Not a pusher-js event: a plain pusher-js client never emits it.
 */
export const SOCKETS_EVENT = 'sockets';

/**
 * The connection event (`connection.bind(SERVER_CLOSE_EVENT, ({ code }) => …)`) under which the page's client repeats
 * the `serverClose` reports. Not a pusher-js event either.
 */
export const SERVER_CLOSE_EVENT = 'server_close';

/** A batch leaves the worker once it holds this many reports, whatever the interval. */
export const MAX_BATCH = 256;

/** The worker posts at most one batch per this interval (one animation frame): a burst costs the page a task per frame. */
export const FLUSH_INTERVAL_MS = 16;

/** What a channel callback gets as its second argument from the worker client: when the worker received the event. */
export interface PushMetadata {
  receivedAt: number;
}
