import type { Connection } from '../connection';
import { connectionUnauthorized, presenceChannelFull } from '../errors';
import { formatInternalPayload } from '../payload';
import type { PresenceMember } from './channel';
import { PrivateChannel } from './privateChannel';
import type { ChannelType } from './channel';

interface Member {
  /** user_id exactly as the first socket's channel_data gave it */
  userId: string | number;
  info: unknown;
  /** how many of this channel's sockets belong to the user */
  sockets: number;
}

/**
 * A `presence-` channel: signed like a private channel over `socket_id:channel:channel_data`.
 * Members are users, not sockets: `member_added` goes out once when a user's first socket joins,
 * `member_removed` when the last one leaves.
 */
export class PresenceChannel extends PrivateChannel {
  override readonly type: ChannelType = 'presence';
  private readonly members = new Map<string, Member>();

  override subscribe(connection: Connection, auth?: unknown, channelData?: unknown): void {
    if (typeof channelData !== 'string') throw connectionUnauthorized(this.name);
    this.verify(connection, auth, channelData);
    const member = parseMember(channelData);
    if (!member) throw connectionUnauthorized(this.name, 'Presence channel_data must carry a user_id');
    const userKey = String(member.user_id);

    const previous = this.connections.get(connection.id);
    if (previous?.userKey === userKey) {
      previous.member = member;
      return;
    }
    // Members cap the member_added / member_removed fan-out (each is one frame to every other member).
    const limit = this.app.maxPresenceMembers;
    if (!this.members.has(userKey) && this.members.size >= limit) throw presenceChannelFull(this.name, limit);
    if (previous) this.unsubscribe(connection);

    this.connections.set(connection.id, { connection, member, userKey });
    connection.userIds.set(userKey, (connection.userIds.get(userKey) ?? 0) + 1);
    const existing = this.members.get(userKey);
    if (existing) {
      existing.sockets += 1;
      return;
    }
    this.members.set(userKey, { userId: member.user_id, info: member.user_info ?? null, sockets: 1 });
    this.broadcast(formatInternalPayload('member_added', channelData, this.name), connection.id);
  }

  override unsubscribe(connection: Connection): boolean {
    const subscription = this.connections.get(connection.id);
    if (!subscription) return false;
    this.connections.delete(connection.id);
    const userKey = subscription.userKey;
    if (userKey === undefined) return true;

    const held = (connection.userIds.get(userKey) ?? 1) - 1;
    if (held > 0) connection.userIds.set(userKey, held);
    else connection.userIds.delete(userKey);

    const member = this.members.get(userKey);
    if (!member) return true;
    member.sockets -= 1;
    if (member.sockets > 0) return true;
    this.members.delete(userKey);
    this.broadcast(formatInternalPayload('member_removed', { user_id: member.userId }, this.name), connection.id);
    return true;
  }

  /** `{presence: {count, ids, hash}}` over distinct users (Reverb's key order). */
  override data(): object {
    const ids: Array<string | number> = [];
    const hash: Record<string, unknown> = {};
    for (const [key, member] of this.members) {
      ids.push(member.userId);
      hash[key] = member.info;
    }
    return { presence: { count: ids.length, ids, hash } };
  }

  override userIds(): string[] {
    return [...this.members.keys()];
  }
}

function parseMember(channelData: string): PresenceMember | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const userId = (parsed as { user_id?: unknown }).user_id;
  if ((typeof userId !== 'string' && typeof userId !== 'number') || userId === '') return undefined;
  return { user_id: userId, user_info: (parsed as { user_info?: unknown }).user_info };
}
