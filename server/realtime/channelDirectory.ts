import type { ChannelManager } from './channels/channelManager';
import { connectionTerminated } from './errors';

/** What the HTTP API knows of one channel. */
export interface ChannelSnapshot {
  subscriptionCount: number;
  /** distinct presence user ids (empty outside presence) */
  userIds: string[];
}

/** Channel and connection facts for the HTTP API: this process's, or every process's when scaled. */
export interface ChannelDirectory {
  channels(appId: string): Promise<Map<string, ChannelSnapshot>>;
  channel(appId: string, name: string): Promise<ChannelSnapshot | undefined>;
  connectionCount(appId: string): Promise<number>;
  /** closes every connection of the user (known from its presence channel_data or its sign-in) */
  terminate(appId: string, userId: string): Promise<void>;
}

/** Snapshot of one process's channels for an app (also the read-only introspection for tests). */
export function snapshotChannels(manager: ChannelManager | undefined): Map<string, ChannelSnapshot> {
  const result = new Map<string, ChannelSnapshot>();
  if (!manager) return result;
  for (const [name, channel] of manager.channels) {
    result.set(name, { subscriptionCount: channel.subscriptionCount, userIds: channel.userIds() });
  }
  return result;
}

/** Snapshot of one channel in this process. */
export function snapshotChannel(manager: ChannelManager | undefined, name: string): ChannelSnapshot | undefined {
  const channel = manager?.find(name);
  return channel ? { subscriptionCount: channel.subscriptionCount, userIds: channel.userIds() } : undefined;
}

/**
 * Closes this process's connections of a user: those carrying the user id on a presence channel, and those subscribed
 * to the app's `userChannel` of that user. They leave their channels at once (presence members see member_removed
 * now, not when a slow client finally completes the close handshake) and their late frames are ignored.
 */
export function terminateLocally(manager: ChannelManager | undefined, userId: string): number {
  if (!manager) return 0;
  const ownChannel = manager.app.userChannel?.replace('{user_id}', userId);
  let closed = 0;
  for (const connection of [...manager.connections.values()]) {
    const carries = connection.userIds.has(userId) || connection.signedInAs === userId;
    if (carries || (ownChannel !== undefined && connection.channels.has(ownChannel))) {
      connection.terminated = true;
      connection.fail(connectionTerminated());
      manager.remove(connection);
      closed += 1;
    }
  }
  return closed;
}

/** The single-process directory: reads the channel managers directly. */
export class LocalChannelDirectory implements ChannelDirectory {
  constructor(private readonly managerFor: (appId: string) => ChannelManager | undefined) {}

  async channels(appId: string): Promise<Map<string, ChannelSnapshot>> {
    return snapshotChannels(this.managerFor(appId));
  }

  async channel(appId: string, name: string): Promise<ChannelSnapshot | undefined> {
    return snapshotChannel(this.managerFor(appId), name);
  }

  async connectionCount(appId: string): Promise<number> {
    return this.managerFor(appId)?.connections.size ?? 0;
  }

  async terminate(appId: string, userId: string): Promise<void> {
    terminateLocally(this.managerFor(appId), userId);
  }
}

/** Adds the snapshots of several processes together (counts summed, user ids united). */
export function mergeSnapshots(parts: Array<Map<string, ChannelSnapshot>>): Map<string, ChannelSnapshot> {
  const merged = new Map<string, ChannelSnapshot>();
  for (const part of parts) {
    for (const [name, snapshot] of part) {
      const current = merged.get(name);
      if (!current) merged.set(name, { subscriptionCount: snapshot.subscriptionCount, userIds: [...snapshot.userIds] });
      else {
        current.subscriptionCount += snapshot.subscriptionCount;
        current.userIds = [...new Set([...current.userIds, ...snapshot.userIds])];
      }
    }
  }
  return merged;
}
