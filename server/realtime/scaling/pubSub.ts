import type { ChannelSnapshot } from '../channelDirectory';
import type { OutboundEvent } from '../eventDispatcher';

/** What one process tells the others over the shared channel. */
export type ScalingMessage =
  | { type: 'event'; appId: string; event: OutboundEvent }
  | { type: 'terminate'; appId: string; userId: string }
  | { type: 'metrics'; appId: string; requestId: string; from: string; channel?: string }
  | {
      type: 'metrics-reply';
      requestId: string;
      to: string;
      channels: Array<[string, ChannelSnapshot]>;
      connections: number;
    };

/** Publishes to every process (this one included). */
export interface PubSub {
  publish(message: ScalingMessage): void;
}
