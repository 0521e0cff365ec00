import type { ChannelSnapshot } from '../channelDirectory';

/** Attributes the API can report for a channel (Reverb's InteractsWithChannelInformation). */
export interface ChannelInfo {
  occupied?: boolean;
  user_count?: number;
  subscription_count?: number;
}

/** Splits an `info` parameter (`user_count,subscription_count`). */
export function infoList(info: unknown): string[] {
  return typeof info === 'string' && info !== '' ? info.split(',').map((item) => item.trim()) : [];
}

export function isPresence(name: string): boolean {
  return name.startsWith('presence-');
}

/**
 * The requested attributes of one channel: user_count (distinct users) for presence channels,
 * subscription_count (sockets) for any channel, occupied when asked (or `always` for GET channel).
 */
export function channelInfo(
  name: string,
  snapshot: ChannelSnapshot | undefined,
  info: string[],
  alwaysOccupied = false,
): ChannelInfo {
  const result: ChannelInfo = {};
  const count = snapshot?.subscriptionCount ?? 0;
  if (alwaysOccupied || info.includes('occupied')) result.occupied = count > 0;
  if (info.includes('user_count') && isPresence(name)) result.user_count = snapshot?.userIds.length ?? 0;
  if (info.includes('subscription_count')) result.subscription_count = count;
  return result;
}
