import type { ScalingMessage } from './pubSub';

/** Terminations Redis has not carried yet are sent again this often, at most this many times once it is back. */
const TERMINATE_RETRY_MS = 1_000;
const TERMINATE_RETRIES_CONNECTED = 30;
/** Most terminations kept through an outage (the oldest go first past it). */
const MAX_PENDING_TERMINATIONS = 10_000;

/** How the queue reaches Redis: whether it is up, and a publish that resolves with how many processes listened. */
export interface TerminationTransport {
  connected(): boolean;
  publish(message: string): Promise<number>;
  lost(error: Error): void;
}

/**
 * Terminations no other process has received yet (Redis down, or no other subscriber yet after a reconnect), with
 * the attempts made while connected. A signed-out user's sockets on other processes must close, so these are sent
 * again until another process gets them; a cluster of one process gives up after TERMINATE_RETRIES_CONNECTED.
 */
export class PendingTerminations {
  private readonly pending = new Map<string, { appId: string; userId: string; tries: number }>();
  private readonly retry: NodeJS.Timeout;

  constructor(
    private readonly nodeId: string,
    private readonly transport: TerminationTransport,
  ) {
    this.retry = setInterval(() => this.send(), TERMINATE_RETRY_MS);
    this.retry.unref();
  }

  /** Queues a user's termination (newest last, the oldest dropped past the cap) and sends the queue. */
  add(appId: string, userId: string): void {
    const key = `${appId}\n${userId}`;
    this.pending.delete(key);
    this.pending.set(key, { appId, userId, tries: 0 });
    for (const oldest of this.pending.keys()) {
      if (this.pending.size <= MAX_PENDING_TERMINATIONS) break;
      this.pending.delete(oldest);
    }
    this.send();
  }

  /** Publishes every pending termination; one another process received (PUBLISH counts more than us) is done. */
  send(): void {
    if (!this.transport.connected()) return;
    for (const [key, pending] of this.pending) {
      pending.tries++;
      const message = JSON.stringify({
        type: 'terminate',
        appId: pending.appId,
        userId: pending.userId,
        from: this.nodeId,
      } satisfies ScalingMessage);
      this.transport.publish(message).then(
        (listeners) => {
          if (listeners > 1 || pending.tries >= TERMINATE_RETRIES_CONNECTED) this.pending.delete(key);
        },
        (error: Error) => this.transport.lost(error),
      );
    }
  }

  stop(): void {
    clearInterval(this.retry);
  }
}
