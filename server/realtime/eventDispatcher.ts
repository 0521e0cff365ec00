import type { ChannelManager } from './channels/channelManager';
import { formatClientEvent, formatEvent } from './payload';
import type { PubSub } from './scaling/pubSub';

/** An event to deliver to the subscribers of one or more channels. */
export interface OutboundEvent {
  event: string;
  channels: string[];
  data: unknown;
  /** true for a relayed `client-*` event (framed in its own key order) */
  fromClient?: boolean;
  /** set on client events relayed from a presence member */
  userId?: string;
  /** socket id left out of the delivery (the sender, or the HTTP API's socket_id) */
  except?: string;
}

/**
 * Delivers events to channels (Reverb's EventDispatcher). Without scaling it delivers at once;
 * with a PubSub it publishes, and every process (this one included) delivers on receipt.
 */
export class EventDispatcher {
  constructor(
    private readonly managerFor: (appId: string) => ChannelManager | undefined,
    private readonly pubSub?: PubSub,
  ) {}

  dispatch(appId: string, event: OutboundEvent): void {
    if (this.pubSub) this.pubSub.publish({ type: 'event', appId, event });
    else deliverEvent(this.managerFor(appId), event);
  }
}

/** Delivers an event to this process's subscribers: the frame is encoded once per channel and the same bytes go to every socket. */
export function deliverEvent(manager: ChannelManager | undefined, event: OutboundEvent): void {
  if (!manager) return;
  for (const name of event.channels) {
    const channel = manager.find(name);
    if (!channel) continue;
    const text = event.fromClient ? formatClientEvent(event.event, name, event.data, event.userId) : formatEvent(event.event, name, event.data);
    const frame = Buffer.from(text, 'utf8');
    channel.broadcast(frame, event.except);
  }
}
