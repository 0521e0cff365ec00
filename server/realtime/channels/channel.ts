import type { Application } from '../application';
import type { Connection } from '../connection';

/** A presence member as the auth endpoint signed it in `channel_data`. */
export interface PresenceMember {
  user_id: string | number;
  user_info?: unknown;
}

/** A connection's subscription to one channel, with its presence data when it has some. */
export interface ChannelConnection {
  readonly connection: Connection;
  member?: PresenceMember;
  /** `String(member.user_id)`, the key members are counted under */
  userKey?: string;
}

export type ChannelType = 'public' | 'private' | 'presence';

/** A public channel: anyone may subscribe; broadcasts go to every subscriber but the one excluded. */
export class Channel {
  readonly type: ChannelType = 'public';
  readonly connections = new Map<string, ChannelConnection>();

  constructor(
    readonly name: string,
    protected readonly app: Application,
  ) {}

  /** Adds the connection. Throws a PusherError when the subscription is refused. */
  subscribe(connection: Connection, _auth?: unknown, _channelData?: unknown): void {
    this.connections.set(connection.id, { connection });
  }

  /** Removes the connection; returns false when it was not subscribed. */
  unsubscribe(connection: Connection): boolean {
    return this.connections.delete(connection.id);
  }

  /** Sends one already-encoded frame to every subscriber except `exceptId`. */
  broadcast(frame: string | Buffer, exceptId?: string): void {
    for (const subscription of this.connections.values()) {
      if (subscription.connection.id !== exceptId) subscription.connection.send(frame);
    }
  }

  /** The `data` of `pusher_internal:subscription_succeeded` (`{}` outside presence). */
  data(): object {
    return {};
  }

  find(connection: Connection): ChannelConnection | undefined {
    return this.connections.get(connection.id);
  }

  get subscriptionCount(): number {
    return this.connections.size;
  }

  /** Distinct user ids (only presence channels have any). */
  userIds(): string[] {
    return [];
  }

  get isEmpty(): boolean {
    return this.connections.size === 0;
  }
}
