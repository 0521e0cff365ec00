import type { ChannelManager } from '../channels/channelManager';
import type { ChannelDirectory, ChannelSnapshot } from '../channelDirectory';
import type { OutboundEvent } from '../eventDispatcher';
import type { RealtimeLogger } from '../index';
import type { PubSub, ScalingMessage } from './pubSub';

/** Redis pub/sub fan-out (placeholder until implemented). */
export class RedisScaling implements PubSub, ChannelDirectory {
  static async connect(
    _url: string,
    _managerFor: (appId: string) => ChannelManager | undefined,
    _deliver: (appId: string, event: OutboundEvent) => void,
    _logger: RealtimeLogger,
  ): Promise<RedisScaling> {
    throw new Error('Redis scaling is not implemented yet');
  }
  publish(_message: ScalingMessage): void {}
  async channels(): Promise<Map<string, ChannelSnapshot>> {
    return new Map();
  }
  async channel(): Promise<ChannelSnapshot | undefined> {
    return undefined;
  }
  async connectionCount(): Promise<number> {
    return 0;
  }
  async terminate(): Promise<void> {}
  async close(): Promise<void> {}
}
