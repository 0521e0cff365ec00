import { randomUUID } from 'node:crypto';
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
import type { PubSub, ScalingMessage } from './pubSub';
import { RespConnection, type RespValue } from './resp';

/** The Redis channel every process publishes to and listens on. */
export const SCALING_CHANNEL = 'realtime:pusher';
/** How long a channel-info question waits for the other processes' answers. */
const GATHER_TIMEOUT_MS = 2_000;

interface Gathering {
  expected: number;
  replies: Array<Extract<ScalingMessage, { type: 'metrics-reply' }>>;
  done: () => void;
}

/**
 * Fan-out across processes through Redis pub/sub (Reverb's RedisPubSubProvider + MetricsHandler).
 * Events and terminations are published and carried out by every process on receipt; the HTTP API's
 * channel questions are asked of every process (PUBLISH tells how many listen) and the answers merged.
 */
export class RedisScaling implements PubSub, ChannelDirectory {
  private readonly nodeId = randomUUID();
  private readonly gatherings = new Map<string, Gathering>();

  private constructor(
    private readonly publisher: RespConnection,
    private readonly subscriber: RespConnection,
    private readonly managerFor: (appId: string) => ChannelManager | undefined,
    private readonly logger: RealtimeLogger,
  ) {}

  /** Opens the publishing and the subscribing connection and starts listening. */
  static async connect(url: string, managerFor: (appId: string) => ChannelManager | undefined, logger: RealtimeLogger): Promise<RedisScaling> {
    const publisher = await RespConnection.open(url);
    const subscriber = await RespConnection.open(url);
    const scaling = new RedisScaling(publisher, subscriber, managerFor, logger);
    subscriber.onPush = (push) => scaling.receive(push);
    const lost = (error?: Error): void => logger.error('redis connection lost', { error: error?.message });
    publisher.onClose = lost;
    subscriber.onClose = lost;
    await subscriber.command(['SUBSCRIBE', SCALING_CHANNEL]);
    logger.info('redis scaling connected', { node: scaling.nodeId });
    return scaling;
  }

  publish(message: ScalingMessage): void {
    this.publisher.command(['PUBLISH', SCALING_CHANNEL, JSON.stringify(message)]).catch((error: Error) => {
      this.logger.error('redis publish failed', { type: message.type, error: error.message });
    });
  }

  async channels(appId: string): Promise<Map<string, ChannelSnapshot>> {
    const replies = await this.gather(appId);
    return mergeSnapshots(replies.map((reply) => new Map(reply.channels)));
  }

  async channel(appId: string, name: string): Promise<ChannelSnapshot | undefined> {
    const replies = await this.gather(appId, name);
    return mergeSnapshots(replies.map((reply) => new Map(reply.channels))).get(name);
  }

  async connectionCount(appId: string): Promise<number> {
    const replies = await this.gather(appId);
    return replies.reduce((sum, reply) => sum + reply.connections, 0);
  }

  async terminate(appId: string, userId: string): Promise<void> {
    await this.publisher.command(['PUBLISH', SCALING_CHANNEL, JSON.stringify({ type: 'terminate', appId, userId } satisfies ScalingMessage)]);
  }

  async close(): Promise<void> {
    for (const gathering of this.gatherings.values()) gathering.done();
    this.subscriber.onClose = undefined;
    this.publisher.onClose = undefined;
    this.subscriber.close();
    this.publisher.close();
  }

  /** Asks every process (this one included) for its channels; resolves with the answers that came in time. */
  private async gather(appId: string, channel?: string): Promise<Array<Extract<ScalingMessage, { type: 'metrics-reply' }>>> {
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
    const question: ScalingMessage = { type: 'metrics', appId, requestId, from: this.nodeId, channel };
    const listeners = await this.publisher.command(['PUBLISH', SCALING_CHANNEL, JSON.stringify(question)]);
    gathering.expected = typeof listeners === 'number' ? listeners : 1;
    if (gathering.replies.length >= gathering.expected) gathering.done();
    await finished;
    return gathering.replies;
  }

  private receive(push: RespValue[]): void {
    const payload = push[push.length - 1];
    let message: ScalingMessage;
    try {
      message = JSON.parse(payload?.toString() ?? '') as ScalingMessage;
    } catch {
      this.logger.warn('unreadable scaling message');
      return;
    }
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
        this.publish({ type: 'metrics-reply', requestId: message.requestId, to: message.from, channels, connections: manager?.connections.size ?? 0 });
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
