import type { Application } from '../application';
import { unsupportedChannel } from '../errors';
import { Channel } from './channel';
import { PresenceChannel } from './presenceChannel';
import { PrivateChannel } from './privateChannel';

/** Picks the channel class by name prefix (Pusher's prefixes, with the dash). */
export function createChannel(name: string, app: Application): Channel {
  if (name.startsWith('private-encrypted-')) throw unsupportedChannel(name);
  if (name.startsWith('private-')) return new PrivateChannel(name, app);
  if (name.startsWith('presence-')) return new PresenceChannel(name, app);
  return new Channel(name, app);
}

/** True for the channel types on which client events may be relayed (private and presence). */
export function acceptsClientEvents(name: string): boolean {
  return name.startsWith('private-') || name.startsWith('presence-');
}
