import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import {
  type ChannelDirectory,
  type ChannelSnapshot,
  mergeSnapshots,
  snapshotChannel,
  snapshotChannels,
  terminateLocally,
} from '../channelDirectory';
import type { ChannelManager } from '../channels/channelManager';
import { deliverEvent } from '../eventDispatcher';
import type { RealtimeLogger } from '../index';
import type { OutgoingScalingMessage, PubSub, ScalingMessage } from './pubSub';
import { parseScalingMessage } from './messageSchema';
import { PendingTerminations } from './pendingTerminations';

/** The Redis channel every process publishes to and listens on. */
export const SCALING_CHANNEL = 'realtime:pusher';
/** How long a channel-info question waits for the other processes' answers. */
const GATHER_TIMEOUT_MS = 2_000;
/** How long start-up waits for Redis before going on without it (it keeps reconnecting in the background). */
const CONNECT_WAIT_MS = 3_000;

type MetricsReply = Extract<ScalingMessage, { type: 'metrics-reply' }>;

interface Gathering {
  expected: number;
  replies: MetricsReply[];
  done: () => void;
}

/**
 * ioredis options for both connections: reconnect for ever with a back-off capped at 2 s; the publisher fails at once
 * while disconnected (no offline queue, nothing resent after a reconnect), so an outage drops fan-out instead of
 * buffering it without bound and replaying stale events later. The subscriber is resubscribed by hand (see below).
 */
function redisOptions(publisher: boolean): RedisOptions {
  return {
    retryStrategy: (attempt) => Math.min(100 * attempt, 2_000),
    maxRetriesPerRequest: publisher ? 0 : null,
    enableOfflineQueue: !publisher,
    autoResendUnfulfilledCommands: false,
    autoResubscribe: false,
    connectTimeout: 5_000,
  };
}

/**
 * Fan-out across processes through Redis pub/sub (Reverb's RedisPubSubProvider + MetricsHandler), on ioredis.
 * Every process acts on its own connections first and tells the others through Redis, best effort: local delivery
 * never waits for or depends on Redis, and a publish during an outage still reaches this process's sockets. Both
 * connections reconnect on their own; the subscriber subscribes again each time it is ready. The HTTP API's channel
 * questions are answered locally and merged with the answers of the processes Redis reached (PUBLISH says how many).
 */
export class RedisScaling implements PubSub, ChannelDirectory {
  readonly nodeId = randomUUID();
  private readonly gatherings = new Map<string, Gathering>();
  private subscribed = false;
  private publisherReady = false;
  /** true while an outage has been logged, so one outage is one line, not one per publish */
  private outageLogged = false;
  private closed = false;
  /** Terminations no other process has received yet, sent again until one does. */
  private readonly pendingTerminations: PendingTerminations;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly managerFor: (appId: string) => ChannelManager | undefined,
    private readonly logger: RealtimeLogger,
  ) {
    this.pendingTerminations = new PendingTerminations(this.nodeId, {
      connected: () => this.connected,
      publish: (message) => this.publisher.publish(SCALING_CHANNEL, message),
      lost: (error) => this.lost(error),
    });
  }

  /** Opens the publishing and the subscribing connection; waits a little for them, never fails on an unreachable Redis. */
  static async connect(
    url: string,
    managerFor: (appId: string) => ChannelManager | undefined,
    logger: RealtimeLogger,
  ): Promise<RedisScaling> {
    const scaling = new RedisScaling(
      new Redis(url, redisOptions(true)),
      new Redis(url, redisOptions(false)),
      managerFor,
      logger,
    );
    scaling.listen();
    const ready = new Promise<void>((resolve) => {
      const check = (): void => {
        if (scaling.connected || scaling.closed) resolve();
        else setTimeout(check, 20).unref();
      };
      check();
    });
    const waited = await Promise.race([
      ready.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CONNECT_WAIT_MS).unref()),
    ]);
    if (!waited) logger.error('redis unreachable: delivering locally until it is back', { node: scaling.nodeId });
    return scaling;
  }

  /** True while both connections are up and the subscription is active. */
  get connected(): boolean {
    return this.publisherReady && this.subscribed;
  }

  private listen(): void {
    const { publisher, subscriber } = this;
    publisher.on('ready', () => {
      this.publisherReady = true;
      this.reportIfConnected();
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(SCALING_CHANNEL).then(
        () => {
          this.subscribed = true;
          this.reportIfConnected();
        },
        (error: Error) => this.lost(error),
      );
    });
    for (const client of [publisher, subscriber]) {
      client.on('error', (error: Error) => this.lost(error));
      client.on('close', () => this.lost());
    }
    publisher.on('close', () => {
      this.publisherReady = false;
    });
    subscriber.on('close', () => {
      this.subscribed = false;
    });
    subscriber.on('messageBuffer', (_channel: Buffer, payload: Buffer) => this.receive(payload));
  }

  private reportIfConnected(): void {
    if (!this.connected) return;
    this.outageLogged = false;
    this.logger.info('redis scaling connected', { node: this.nodeId });
    this.pendingTerminations.send();
  }

  private lost(error?: Error): void {
    if (this.closed || this.outageLogged) return;
    this.outageLogged = true;
    this.logger.error('redis connection lost: delivering locally, reconnecting', {
      node: this.nodeId,
      error: error?.message,
    });
  }

  publish(message: OutgoingScalingMessage): void {
    if (!this.publisherReady) return;
    this.publisher
      .publish(SCALING_CHANNEL, JSON.stringify({ ...message, from: this.nodeId }))
      .catch((error: Error) => this.lost(error));
  }

  async channels(appId: string): Promise<Map<string, ChannelSnapshot>> {
    const replies = await this.gather(appId);
    return mergeSnapshots([
      snapshotChannels(this.managerFor(appId)),
      ...replies.map((reply) => new Map(reply.channels)),
    ]);
  }

  async channel(appId: string, name: string): Promise<ChannelSnapshot | undefined> {
    const replies = await this.gather(appId, name);
    const local = snapshotChannel(this.managerFor(appId), name);
    return mergeSnapshots([
      local ? new Map([[name, local]]) : new Map(),
      ...replies.map((reply) => new Map(reply.channels)),
    ]).get(name);
  }

  async connectionCount(appId: string): Promise<number> {
    const replies = await this.gather(appId);
    return replies.reduce((sum, reply) => sum + reply.connections, this.managerFor(appId)?.connections.size ?? 0);
  }

  async terminate(appId: string, userId: string): Promise<void> {
    terminateLocally(this.managerFor(appId), userId);
    this.pendingTerminations.add(appId, userId);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.pendingTerminations.stop();
    for (const gathering of this.gatherings.values()) gathering.done();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }

  /** Asks the other processes for their channels; resolves with the answers that came in time (none while Redis is down). */
  private async gather(appId: string, channel?: string): Promise<MetricsReply[]> {
    if (!this.publisherReady) return [];
    const requestId = randomUUID();
    const gathering: Gathering = { expected: Number.POSITIVE_INFINITY, replies: [], done: () => undefined };
    const finished = new Promise<void>((resolve) => {
      const timer = setTimeout(() => gathering.done(), GATHER_TIMEOUT_MS);
      gathering.done = () => {
        clearTimeout(timer);
        this.gatherings.delete(requestId);
        resolve();
      };
    });
    this.gatherings.set(requestId, gathering);
    const question = JSON.stringify({
      type: 'metrics',
      appId,
      requestId,
      from: this.nodeId,
      ...(channel !== undefined ? { channel } : {}),
    } satisfies ScalingMessage);
    let listeners = 0;
    try {
      listeners = await this.publisher.publish(SCALING_CHANNEL, question);
    } catch (error) {
      this.lost(error as Error);
    }
    // PUBLISH counts this process's own subscription too.
    gathering.expected = Math.max(0, listeners - (this.subscribed ? 1 : 0));
    if (gathering.replies.length >= gathering.expected) gathering.done();
    await finished;
    return gathering.replies;
  }

  /** Acts on one message from Redis; a malformed one (or one that fails anyway) is logged and dropped. */
  private receive(payload: Buffer): void {
    const parsed = parseScalingMessage(payload);
    if ('problem' in parsed) {
      this.logger.warn('dropped a malformed scaling message', {
        node: this.nodeId,
        problem: parsed.problem,
        bytes: payload.length,
      });
      return;
    }
    try {
      this.act(parsed.message);
    } catch (error) {
      this.logger.error('dropped a scaling message that failed', {
        node: this.nodeId,
        type: parsed.message.type,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  private act(message: ScalingMessage): void {
    if (message.from === this.nodeId) return; // this process acted before it published
    switch (message.type) {
      case 'event':
        deliverEvent(this.managerFor(message.appId), message.event);
        return;
      case 'terminate':
        terminateLocally(this.managerFor(message.appId), message.userId);
        return;
      case 'metrics': {
        const manager = this.managerFor(message.appId);
        const channels =
          message.channel === undefined
            ? [...snapshotChannels(manager)]
            : (() => {
                const one = snapshotChannel(manager, message.channel);
                return one ? ([[message.channel, one]] as Array<[string, ChannelSnapshot]>) : [];
              })();
        this.publish({
          type: 'metrics-reply',
          requestId: message.requestId,
          to: message.from,
          channels,
          connections: manager?.connections.size ?? 0,
        });
        return;
      }
      case 'metrics-reply': {
        if (message.to !== this.nodeId) return;
        const gathering = this.gatherings.get(message.requestId);
        if (!gathering) return;
        gathering.replies.push(message);
        if (gathering.replies.length >= gathering.expected) gathering.done();
        return;
      }
    }
  }
}
