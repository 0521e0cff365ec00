import type { Channel } from './channels/channel';
import type { ChannelManager } from './channels/channelManager';
import type { Connection } from './connection';
import { CHANNEL_NAME, SERVER_TO_USER_PREFIX } from './application';
import { connectionUnauthorized, invalidChannelName, invalidMessageFormat, signinUnauthorized } from './errors';
import { verifyUserAuth } from './signatures';
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
      case 'pusher:signin':
        this.signin(connection, data.auth, data.user_data);
        return;
      case 'pusher:ping':
        connection.send(PONG_FRAME);
        return;
      case 'pusher:pong':
        return; // the frame already counted as activity
      default:
        throw invalidMessageFormat(`unknown event ${event}`);
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

  /**
   * `pusher:signin` (Pusher user authentication): `auth` signs `socket_id::user::user_data` with the app secret, and
   * `user_data` is JSON text with a non-empty string `id`. A verified one answers `pusher:signin_success`; one that does
   * not verify is refused with 4009 and the connection is closed, as Pusher does.
   */
  private signin(connection: Connection, auth: unknown, userData: unknown): void {
    // Not a sign-in at all (no user data, or no JSON): a malformed frame like any other, the socket kept.
    if (typeof userData !== 'string') throw invalidMessageFormat('missing user_data');
    let id: unknown;
    try {
      id = (JSON.parse(userData) as { id?: unknown } | null)?.id;
    } catch {
      throw invalidMessageFormat('user_data is not JSON');
    }
    if (typeof id !== 'string' || id === '') return connection.fail(signinUnauthorized('user_data has no id'));
    if (!verifyUserAuth(connection.app.secret, connection.id, userData, auth))
      return connection.fail(signinUnauthorized());
    connection.signedInAs = id;
    connection.send(formatPayload('signin_success', { user_data: userData }));
  }

  private subscribe(connection: Connection, name: string, auth: unknown, channelData: unknown): void {
    if (name.startsWith(SERVER_TO_USER_PREFIX)) {
      // The signed-in user's own channel; its id may hold characters a channel name may not.
      if (connection.signedInAs === null || name !== `${SERVER_TO_USER_PREFIX}${connection.signedInAs}`)
        throw connectionUnauthorized(name, 'Sign in as this user first');
    } else if (!CHANNEL_NAME.test(name)) throw invalidChannelName(name);
    const channel: Channel = this.managerFor(connection.app.id).subscribe(connection, name, auth, channelData);
    connection.send(formatInternalPayload('subscription_succeeded', channel.data(), channel.name));
  }
}

function channelName(data: Record<string, unknown>): string {
  const channel = data.channel;
  if (typeof channel !== 'string' || channel === '') throw invalidMessageFormat('missing channel');
  return channel;
}
