import type { ChannelSnapshot } from '../channelDirectory';
import type { OutboundEvent } from '../eventDispatcher';

/** What one process tells the others over the shared channel; `from` is the sending process (it acted locally already). */
export type ScalingMessage =
  | { type: 'event'; from: string; appId: string; event: OutboundEvent }
  | { type: 'terminate'; from: string; appId: string; userId: string }
  | { type: 'metrics'; from: string; appId: string; requestId: string; channel?: string }
  | {
      type: 'metrics-reply';
      from: string;
      requestId: string;
      to: string;
      channels: Array<[string, ChannelSnapshot]>;
      connections: number;
    };

/** A message before the sender's id is stamped on it. */
export type OutgoingScalingMessage = ScalingMessage extends infer M
  ? M extends ScalingMessage
    ? Omit<M, 'from'>
    : never
  : never;

/** Tells the other processes, best effort: the sender has already acted on its own connections. */
export interface PubSub {
  publish(message: OutgoingScalingMessage): void;
}
