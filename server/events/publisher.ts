/** Publishes domain events to the realtime server through the official `pusher` SDK (Pusher HTTP API). */
import Pusher from 'pusher';
import {
  COMMON_CHANNEL,
  SUPPORT_CHANNEL,
  userChannel,
  type CommonEventMap,
  type SupportEventMap,
  type UserEventMap,
} from './types';

export interface PublisherLogger {
  warn(msg: string, meta?: object): void;
}

export interface PublisherConfig {
  host: string;
  port: number;
  appId: string;
  key: string;
  secret: string;
  useTLS?: boolean;
}

/** Anything that can publish the typed events (the real publisher, or a silent one). */
export interface EventPublisher {
  toUser<E extends keyof UserEventMap>(uuid: string, event: E, data: UserEventMap[E]): Promise<void>;
  toCommon<E extends keyof CommonEventMap>(event: E, data: CommonEventMap[E]): Promise<void>;
  /** To the support desk's channel (administrators only). */
  toSupport<E extends keyof SupportEventMap>(event: E, data: SupportEventMap[E]): Promise<void>;
  /** Closes every realtime socket of the user (presence user_id = the uuid), e.g. after their tokens were revoked. */
  terminateUser(uuid: string): Promise<void>;
  /** Resolves when every publish started so far has finished (tests and the demo script use it). */
  flush(): Promise<void>;
}

/** The SDK client of the realtime server: it publishes events and signs channel authorizations. */
export function createPusherClient(config: PublisherConfig): Pusher {
  return new Pusher({
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    host: config.host,
    port: String(config.port),
    useTLS: config.useTLS ?? false,
    timeout: 5000,
  });
}

/** First and longest wait between two attempts to close a user's sockets (doubling from the first). */
const TERMINATE_RETRY_MS = { first: 500, max: 30_000 };

/**
 * A publisher backed by the pusher SDK; failures are logged, never thrown. Events are best effort (the SPA re-fetches
 * after a reconnect), but closing a signed-out user's sockets is retried until the realtime server takes it.
 */
export class PusherPublisher implements EventPublisher {
  private readonly pending = new Set<Promise<void>>();
  /** users whose sockets still have to be closed, with the timer of the next attempt */
  private readonly terminations = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly pusher: Pusher,
    private readonly logger: PublisherLogger,
  ) {}

  toUser<E extends keyof UserEventMap>(uuid: string, event: E, data: UserEventMap[E]): Promise<void> {
    return this.send(userChannel(uuid), event, data);
  }

  toCommon<E extends keyof CommonEventMap>(event: E, data: CommonEventMap[E]): Promise<void> {
    return this.send(COMMON_CHANNEL, event, data);
  }

  toSupport<E extends keyof SupportEventMap>(event: E, data: SupportEventMap[E]): Promise<void> {
    return this.send(SUPPORT_CHANNEL, event, data);
  }

  terminateUser(uuid: string): Promise<void> {
    const retrying = this.terminations.get(uuid);
    if (retrying) clearTimeout(retrying);
    this.terminations.delete(uuid);
    return this.attemptTermination(uuid, TERMINATE_RETRY_MS.first);
  }

  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** Stops retrying (the server is shutting down). */
  close(): void {
    this.closed = true;
    for (const timer of this.terminations.values()) clearTimeout(timer);
    this.terminations.clear();
  }

  /** One attempt; on failure the next is scheduled after `wait` ms (doubling up to the maximum), until one lands. */
  private attemptTermination(uuid: string, wait: number): Promise<void> {
    // The user id is not logged on failure: the uuid is enough to subscribe-sign for that user elsewhere.
    return this.track(
      this.pusher.terminateUserConnections(uuid),
      { event: 'terminate_connections', channel: 'user' },
      () => {
        if (this.closed || this.terminations.has(uuid)) return;
        const timer = setTimeout(() => {
          this.terminations.delete(uuid);
          void this.attemptTermination(uuid, Math.min(wait * 2, TERMINATE_RETRY_MS.max));
        }, wait);
        timer.unref();
        this.terminations.set(uuid, timer);
      },
    );
  }

  private send(channel: string, event: string, data: object): Promise<void> {
    // Only the event and channel kind are logged: no payloads (they may hold balances), no secrets.
    return this.track(this.pusher.trigger(channel, event, data), {
      event,
      channel: channel.startsWith('private-') ? 'private' : channel,
    });
  }

  /** Keeps a request in `pending` until it settles; a failure is logged (never thrown) and `onFailure` called. */
  private track(
    request: Promise<unknown>,
    what: { event: string; channel: string },
    onFailure?: () => void,
  ): Promise<void> {
    const p = request
      .then(() => undefined)
      .catch((err: unknown) => {
        const status =
          typeof err === 'object' && err !== null && 'status' in err ? (err as { status: unknown }).status : undefined;
        this.logger.warn('realtime publish failed', {
          ...what,
          status,
          error: err instanceof Error ? err.message : String(err),
        });
        onFailure?.();
      })
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
    return p;
  }
}

/** A publisher that drops everything (used when no realtime server is configured). */
export const nullPublisher: EventPublisher = {
  toUser: () => Promise.resolve(),
  toCommon: () => Promise.resolve(),
  toSupport: () => Promise.resolve(),
  terminateUser: () => Promise.resolve(),
  flush: () => Promise.resolve(),
};
