import type { ChannelManager } from './channels/channelManager';
import { acceptsClientEvents } from './channels/channelBroker';
import type { Connection } from './connection';
import { CHANNEL_NAME } from './application';
import {
  clientEventsDisabled,
  clientEventsNotAllowedOnChannel,
  invalidMessageFormat,
  notAChannelMember,
} from './errors';
import type { EventDispatcher } from './eventDispatcher';

/** An inbound frame that is not a `pusher:*` event. */
export interface InboundFrame {
  event: string;
  channel?: unknown;
  data?: unknown;
}

/**
 * Relays a `client-*` event (Reverb's ClientEvent): only when the app enables them (off by default), only on
 * private and presence channels, only from a subscriber in 'members' mode, never back to the sender.
 * Other non-`pusher:` events are ignored, as Reverb ignores them.
 */
export function handleClientEvent(
  connection: Connection,
  frame: InboundFrame,
  channels: ChannelManager,
  dispatcher: EventDispatcher,
): void {
  if (!frame.event.startsWith('client-')) return;
  if (typeof frame.channel !== 'string' || frame.channel === '')
    throw invalidMessageFormat('client event without a channel');

  const mode = connection.app.acceptClientEventsFrom;
  if (mode !== 'members' && mode !== 'all') throw clientEventsDisabled();
  if (!CHANNEL_NAME.test(frame.channel)) throw invalidMessageFormat('client event on an invalid channel name');

  if (!acceptsClientEvents(frame.channel)) throw clientEventsNotAllowedOnChannel();
  const subscription = channels.find(frame.channel)?.find(connection);
  if (mode === 'members' && !subscription) throw notAChannelMember();

  dispatcher.dispatch(connection.app.id, {
    event: frame.event,
    channels: [frame.channel],
    data: frame.data ?? null,
    fromClient: true,
    userId: subscription?.userKey,
    except: connection.id,
  });
}
