import { randomInt } from 'node:crypto';
import WebSocket from 'ws';
import type { Application } from './application';
import { formatError } from './payload';
import type { PusherError } from './errors';

const TEXT_FRAME = { binary: false } as const;

/** Bytes a socket may have queued and unsent before it is dropped as too slow to keep up. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** Reverb's socket id: two random integers in 1..1e9 joined by a dot (`^\d+\.\d+$`). */
export function generateSocketId(): string {
  return `${randomInt(1, 1_000_000_001)}.${randomInt(1, 1_000_000_001)}`;
}

/** One client WebSocket: its id, app, liveness clock and the channels it joined. */
export class Connection {
  readonly id = generateSocketId();
  /** ms timestamp of the last frame (data, ping or pong) received */
  lastSeenAt = Date.now();
  /** ms timestamp of the unanswered ping we sent, or null */
  pingedAt: number | null = null;
  /** true once the client sent a WebSocket control ping: we then ping it the same way, as Reverb does */
  usesControlFrames = false;
  /** channel names this connection is subscribed to */
  readonly channels = new Set<string>();
  /** user ids this connection carries on presence channels, with how many channels each */
  readonly userIds = new Map<string, number>();
  /** the user id a verified `pusher:signin` gave it, or null */
  signedInAs: string | null = null;
  /** set once the server closed it on purpose (terminate_connections): later frames are ignored */
  terminated = false;
  /** start (ms) and count of the current rate-limit window */
  private windowStart = 0;
  private windowCount = 0;

  constructor(
    readonly app: Application,
    private readonly socket: WebSocket,
    readonly origin: string | undefined,
  ) {}

  /**
   * Sends a text frame (a string, or a Buffer already encoded once for many sockets). A client that
   * does not read is cut off once MAX_BUFFERED_BYTES wait for it, so it cannot make the server buffer
   * without bound; pusher-js then reconnects (and the SPA re-fetches what it missed).
   */
  send(frame: string | Buffer): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    this.socket.send(frame, TEXT_FRAME);
  }

  /** Sends the `pusher:error` frame for an error, without closing. */
  sendError(error: PusherError): void {
    this.send(formatError(error.code, error.message));
  }

  /**
   * Counts one inbound message against the app's rate limit (a fixed window per socket): `ok`, `first-over` for the
   * first message over the limit in this window (it gets the 4301), `over` for the rest (dropped silently).
   */
  countMessage(now: number): 'ok' | 'first-over' | 'over' {
    const { maxMessages, windowSeconds } = this.app.rateLimit;
    if (now - this.windowStart >= windowSeconds * 1000) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    if (this.windowCount <= maxMessages) return 'ok';
    return this.windowCount === maxMessages + 1 ? 'first-over' : 'over';
  }

  /** Marks the connection as active (any frame received). */
  touch(): void {
    this.lastSeenAt = Date.now();
    this.pingedAt = null;
  }

  /** Sends a ping (protocol-level, or a control frame to clients that use them) and remembers when. */
  ping(frame: string): void {
    if (this.usesControlFrames) this.socket.ping();
    else this.send(frame);
    this.pingedAt = Date.now();
  }

  /** Closes with a WebSocket close code (4xxx codes tell pusher-js what to do next). */
  close(code = 1000, reason = ''): void {
    if (this.socket.readyState === WebSocket.CLOSED || this.socket.readyState === WebSocket.CLOSING) return;
    this.socket.close(code, reason.slice(0, 120));
  }

  /** Sends the error frame, then closes with the error's code. */
  fail(error: PusherError): void {
    this.sendError(error);
    this.close(error.code, error.message);
  }
}
