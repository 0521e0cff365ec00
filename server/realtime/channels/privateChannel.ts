import type { Connection } from '../connection';
import { connectionUnauthorized } from '../errors';
import { verifyChannelAuth } from '../signatures';
import { Channel, type ChannelType } from './channel';

/** A `private-` channel: the subscription must carry `auth` = key:HMAC(secret, socket_id:channel). */
export class PrivateChannel extends Channel {
  override readonly type: ChannelType = 'private';

  override subscribe(connection: Connection, auth?: unknown, channelData?: unknown): void {
    this.verify(connection, auth, channelData);
    super.subscribe(connection);
  }

  /** Throws connectionUnauthorized unless the signature matches (constant-time compare). */
  protected verify(connection: Connection, auth: unknown, channelData?: unknown): void {
    const data = typeof channelData === 'string' ? channelData : undefined;
    if (!verifyChannelAuth(this.app.secret, connection.id, this.name, auth, data)) {
      throw connectionUnauthorized(this.name);
    }
  }
}
