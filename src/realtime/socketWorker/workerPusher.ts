/**
 * The page's side of the socket worker: a stand-in for the pusher-js client that laravel-echo (its `client` option)
 * and the realtime saga use. It has the surface they call (`subscribe`, `unsubscribe`, `channel`, `connect`, a
 * whisper's `channels.channels[name].trigger`, `disconnect`, `signin`, `user.bind`, `connection.bind`, `send_event`,
 * `sockets`, `server_close`) and forwards each call to the worker, replaying its reports in order to the callbacks.
 *
 * Reports are handed out in an animation-frame callback, at most FRAME_BUDGET_MS of them per frame: between two
 * frames the page does at most that much realtime work, so a burst never keeps it from painting. A hidden tab has
 * no frames (and throttled timers), so there they are handed out as they arrive.
 */
import { retryDelay } from '../backoff';
import type { EchoFactoryOptions } from '../echoFactory';
import type { SocketOptions, WorkerBatch, WorkerCommand } from './protocol';
import { WorkerChannel, WorkerConnection, WorkerUser } from './workerChannels';
import { decodeReports, nextFrame, pageHidden, type FrameScheduler, type HandedOut } from './frames';
import { Heartbeat } from './heartbeat';

export { WorkerChannel, WorkerConnection, WorkerUser, nextFrame, type FrameScheduler };

/**
 * Realtime work handed out per frame at most; the rest waits for the next frame. With React's commit and the
 * browser's own frame work on top, 12 ms keeps the longest gap between frames of a 10,000-push burst under 50 ms on
 * a 2-core machine (20 ms gave 52–67 ms), for a burst about 5 % longer (docs/performance.md).
 */
export const FRAME_BUDGET_MS = 12;
/** Signs a subscription for the worker (the factory's `authorize`); a failure's message reaches pusher-js (and `subscription_error`). */
export type WorkerAuthorize = EchoFactoryOptions['authorize'];

/** Signs the connection in as the user for the worker (the factory's `authenticateUser`). */
export type WorkerAuthenticateUser = NonNullable<EchoFactoryOptions['authenticateUser']>;

/** The smallest part of a Worker this client uses (tests pass a fake). */
export interface SocketWorkerPort {
  postMessage(command: WorkerCommand): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerBatch>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  /** Ends the worker (a host on the page has nothing to end). */
  terminate?(): void;
}

/** How a WorkerPusher schedules, tells time and recovers; every field has a default. */
export interface WorkerPusherOptions {
  /**
   * Starts a new socket host, to replace a worker that failed after it had started. Without it a failed worker
   * leaves the connection `failed`.
   */
  respawn?: () => Promise<SocketWorkerPort>;
  schedule?: FrameScheduler;
  now?: () => number;
  /** The wait before replacement number `attempt` (0-based) since the last connection: `retryDelay`. */
  respawnDelay?: (attempt: number) => number;
  /** Signs `signin()`; without it a sign-in fails (pusher-js logs it in the worker). */
  authenticateUser?: WorkerAuthenticateUser;
}

export class WorkerPusher {
  readonly connection: WorkerConnection;
  /** The channels subscribed to, by full name: where pusher-js keeps them, and where Echo's `whisper` looks them up. */
  readonly channels: { channels: Record<string, WorkerChannel> } = { channels: {} };
  /** The signed-in user: `signin()` and the server's events to the user (pusher-js's `pusher.user`). */
  readonly user: WorkerUser;
  /** Reports to hand out, oldest first; a string is a batch's `encoded` reports, parsed when its turn comes. */
  private readonly pending: (HandedOut | string)[] = [];
  private scheduled = false;
  /** The host serving this client now; a replaced one's reports and failures are ignored. */
  private worker: SocketWorkerPort;
  /** Workers replaced since the connection was last `connected` (the replacements back off). */
  private replacements = 0;
  private replacing = false;
  private readonly schedule: FrameScheduler;
  private readonly now: () => number;
  private readonly heartbeat: Heartbeat;

  constructor(
    worker: SocketWorkerPort,
    private readonly socket: SocketOptions,
    private readonly authorize: WorkerAuthorize,
    private readonly options: WorkerPusherOptions = {},
  ) {
    this.schedule = options.schedule ?? nextFrame;
    this.now = options.now ?? (() => performance.now());
    this.connection = new WorkerConnection((command) => this.post(command));
    this.user = new WorkerUser((command) => this.post(command));
    this.heartbeat = new Heartbeat(socket.tabTimeoutMs, () => this.post({ type: 'ping' }));
    this.worker = worker;
    this.attach(worker);
    this.heartbeat.start();
  }

  /** Listens to `worker` (as long as it is the current one) and starts its pusher-js client. */
  private attach(worker: SocketWorkerPort): void {
    worker.addEventListener('message', ({ data }) => {
      if (worker === this.worker) this.receive(data);
    });
    worker.addEventListener('error', (event) => {
      if (worker === this.worker) this.workerFailed(event);
    });
    this.rejoin();
  }

  /**
   * Starts the host's client for this page and gives it this page's channels (and the message reports, when someone
   * listens): a new worker, or a shared one that had given this page up (`dropped`). Echo's channel objects and their
   * listeners stay as they are; the private and presence channels are signed again.
   */
  private rejoin(): void {
    this.post({ type: 'start', options: this.socket });
    for (const name of Object.keys(this.channels.channels)) this.post({ type: 'subscribe', channel: name });
    if (this.connection.watchesMessages()) this.post({ type: 'watchMessages', on: true });
    if (this.user.signin_requested) this.post({ type: 'signin' });
  }

  /**
   * A worker that throws after it started (an uncaught error in pusher-js, a worker the browser ended) may hold a
   * connection in any state, or none: the header shows `failed`, the log says why, and the worker is ended and
   * replaced by a fresh one, which connects and subscribes to every channel this client holds (the private ones
   * signed again). Replacements back off like connection attempts, so a worker that fails at once every time is
   * not restarted in a tight loop. (One that cannot start at all is replaced by the host on the page before this
   * client exists: startSocket.ts.)
   */
  private workerFailed(event: ErrorEvent): void {
    console.error('[realtime] the socket worker failed', event.message);
    this.receive({ reports: [{ kind: 'state', previous: this.connection.state, current: 'failed', socketId: null }] });
    const { respawn } = this.options;
    if (!respawn || this.replacing) return;
    this.replacing = true;
    this.worker.terminate?.();
    const wait = (this.options.respawnDelay ?? retryDelay)(this.replacements);
    this.replacements += 1;
    setTimeout(() => void this.replaceWorker(respawn), wait);
  }

  /** Starts a new worker and gives it this client's channels (and the message reports, when someone listens). */
  private async replaceWorker(respawn: () => Promise<SocketWorkerPort>): Promise<void> {
    try {
      const next = await respawn();
      this.worker = next;
      this.attach(next);
    } catch (error) {
      console.error(
        '[realtime] the socket worker could not be replaced',
        error instanceof Error ? error.message : String(error),
      );
    } finally {
      this.replacing = false;
    }
  }

  subscribe(name: string): WorkerChannel {
    let channel = this.channels.channels[name];
    if (!channel) {
      channel = new WorkerChannel(name, (command) => this.post(command));
      this.channels.channels[name] = channel;
      this.post({ type: 'subscribe', channel: name });
    }
    return channel;
  }

  unsubscribe(name: string): void {
    // Events of this channel still on their way are dropped: nobody listens for them any more.
    if (!this.channels.channels[name]) return;
    delete this.channels.channels[name];
    this.post({ type: 'unsubscribe', channel: name });
  }

  channel(name: string): WorkerChannel | undefined {
    return this.channels.channels[name];
  }

  connect(): void {
    this.heartbeat.start();
    this.post({ type: 'connect' });
  }

  /** pusher-js's `signin()` (Echo's `connector.signin()`): the connection is signed in as the user once it is up. */
  signin(): void {
    this.user.signin();
  }

  disconnect(): void {
    this.heartbeat.stop();
    this.post({ type: 'disconnect' });
  }

  /**
   * A fresh connection attempt as one command (not pusher-js's API): a socket shared by several tabs is dropped and
   * opened again, where a `disconnect` from one tab would only say that this tab no longer needs it.
   */
  reconnect(): void {
    this.heartbeat.start();
    this.post({ type: 'reconnect' });
  }

  private post(command: WorkerCommand): void {
    this.worker.postMessage(command);
  }

  private receive(batch: WorkerBatch): void {
    for (const report of batch.reports) {
      // A signature is asked for at once: the subscription waits on it, not on the next frame.
      if (report.kind === 'authorize') this.answerAuthorization(report.requestId, report.socketId, report.channel);
      else if (report.kind === 'authenticateUser') this.answerSignin(report.requestId, report.socketId);
      else this.pending.push(report);
    }
    if (batch.encoded !== undefined) this.pending.push(batch.encoded);
    if (this.pending.length === 0) return;
    // A hidden page paints no frames, and its timers are throttled (to once a minute after a while): hand
    // everything out now, in this message's task.
    if (pageHidden()) this.drain(Infinity);
    else if (!this.scheduled) {
      this.scheduled = true;
      this.schedule(() => this.drain());
    }
  }

  /** Hands out pending reports, oldest first, until the frame's budget is spent. */
  private drain(budgetMs = FRAME_BUDGET_MS): void {
    this.scheduled = false;
    const deadline = this.now() + budgetMs;
    let handed = 0;
    try {
      while (handed < this.pending.length) {
        const report = this.pending[handed];
        handed += 1;
        if (typeof report === 'string') this.pending.splice(handed, 0, ...decodeReports(report));
        else if (report) this.handOut(report);
        // Checking the clock every 64 reports keeps its cost out of the burst.
        if ((handed & 63) === 0 && this.now() >= deadline) break;
      }
    } finally {
      // Also after a callback threw: what was handed out is never handed out again, the rest goes on next frame.
      this.pending.splice(0, handed);
      if (this.pending.length > 0 && !this.scheduled) {
        this.scheduled = true;
        this.schedule(() => this.drain());
      }
    }
  }

  private handOut(report: HandedOut): void {
    switch (report.kind) {
      case 'event':
        this.channels.channels[report.channel]?.deliver(report.event, report.data, { receivedAt: report.receivedAt });
        break;
      case 'user':
        this.user.deliver(report.event, report.data, { receivedAt: report.receivedAt });
        break;
      case 'state':
        if (report.current === 'connected') this.replacements = 0;
        this.connection.changeState(report.previous, report.current, report.socketId);
        break;
      case 'message':
        this.connection.messageArrived();
        break;
      case 'sockets':
        this.connection.socketsChanged(report.open);
        break;
      case 'serverClose':
        this.connection.serverClosed(report.code);
        break;
      case 'dropped':
        this.rejoin();
        break;
    }
  }

  private answerAuthorization(requestId: number, socketId: string, channel: string): void {
    this.answerWith(requestId, this.authorize(socketId, channel), (authorization) => ({
      type: 'authorized',
      requestId,
      authorization,
    }));
  }

  private answerSignin(requestId: number, socketId: string): void {
    const { authenticateUser } = this.options;
    const signed = authenticateUser
      ? authenticateUser(socketId)
      : Promise.reject(new Error('this page cannot sign the connection in'));
    this.answerWith(requestId, signed, (authentication) => ({ type: 'userAuthenticated', requestId, authentication }));
  }

  /** Posts the answer to a signature request, or `authorizationFailed` with the reason. */
  private answerWith<T>(requestId: number, signed: Promise<T>, command: (answer: T) => WorkerCommand): void {
    // The answer goes to the worker that asked: a replacement numbers its requests from 1 again.
    const asker = this.worker;
    const answer = (reply: WorkerCommand) => {
      if (asker === this.worker) this.post(reply);
    };
    signed.then(
      (value) => answer(command(value)),
      (error: unknown) =>
        answer({
          type: 'authorizationFailed',
          requestId,
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  }
}
