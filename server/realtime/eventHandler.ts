import type { Channel } from './channels/channel';
import type { ChannelManager } from './channels/channelManager';
import type { Connection } from './connection';
import { CHANNEL_NAME } from './application';
import { InvalidChannelName, InvalidMessageFormat } from './errors';
import { formatInternalPayload, formatPayload } from './payload';

/** The frame pusher-js sends for `pusher:ping`, and the one we send. */
export const PING_FRAME = formatPayload('ping');
const PONG_FRAME = formatPayload('pong');

/** Handles `pusher:*` events (Reverb's EventHandler): a switch on the event name. */
export class EventHandler {
  constructor(private readonly managerFor: (appId: string) => ChannelManager) {}

  handle(connection: Connection, event: string, data: Record<string, unknown>): void {
    switch (event) {
      case 'pusher:subscribe':
        this.subscribe(connection, channelName(data), data.auth, data.channel_data);
        return;
      case 'pusher:unsubscribe':
        this.managerFor(connection.app.id).unsubscribe(connection, channelName(data));
        return;
      case 'pusher:ping':
        connection.send(PONG_FRAME);
        return;
      case 'pusher:pong':
        return; // the frame already counted as activity
      default:
        throw new InvalidMessageFormat(`unknown event ${event}`);
    }
  }

  /** Sends `pusher:connection_established` with the socket id and activity timeout. */
  acknowledge(connection: Connection): void {
    connection.send(
      formatPayload('connection_established', {
        socket_id: connection.id,
        activity_timeout: connection.app.activityTimeout,
      }),
    );
  }

  private subscribe(connection: Connection, name: string, auth: unknown, channelData: unknown): void {
    if (!CHANNEL_NAME.test(name)) throw new InvalidChannelName(name);
    const channel: Channel = this.managerFor(connection.app.id).subscribe(connection, name, auth, channelData);
    connection.send(formatInternalPayload('subscription_succeeded', channel.data(), channel.name));
  }
}

function channelName(data: Record<string, unknown>): string {
  const channel = data.channel;
  if (typeof channel !== 'string' || channel === '') throw new InvalidMessageFormat('missing channel');
  return channel;
}
