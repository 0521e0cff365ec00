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
 * Delivers events to channels (Reverb's EventDispatcher): to this process's subscribers at once, then, when scaled,
 * to the other processes through the PubSub, best effort (a Redis outage never holds back local delivery).
 */
export class EventDispatcher {
  constructor(
    private readonly managerFor: (appId: string) => ChannelManager | undefined,
    private readonly pubSub?: PubSub,
  ) {}

  dispatch(appId: string, event: OutboundEvent): void {
    deliverEvent(this.managerFor(appId), event);
    this.pubSub?.publish({ type: 'event', appId, event });
  }
}

/** Delivers an event to this process's subscribers: the frame is encoded once per channel and the same bytes go to every socket. */
export function deliverEvent(manager: ChannelManager | undefined, event: OutboundEvent): void {
  if (!manager) return;
  for (const name of event.channels) {
    const channel = manager.find(name);
    if (!channel) continue;
    const text = event.fromClient
      ? formatClientEvent(event.event, name, event.data, event.userId)
      : formatEvent(event.event, name, event.data);
    const frame = Buffer.from(text, 'utf8');
    channel.broadcast(frame, event.except);
  }
}
