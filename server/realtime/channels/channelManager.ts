import type { Application } from '../application';
import { tooManyChannels } from '../errors';
import type { Connection } from '../connection';
import type { Channel } from './channel';
import { createChannel } from './channelBroker';

/** One app's channels and connections (Reverb's ArrayChannelManager). Empty channels are dropped. */
export class ChannelManager {
  readonly channels = new Map<string, Channel>();
  readonly connections = new Map<string, Connection>();

  constructor(readonly app: Application) {}

  find(name: string): Channel | undefined {
    return this.channels.get(name);
  }

  /** Subscribes, creating the channel on first use; throws a PusherError when refused (signature, limits). */
  subscribe(connection: Connection, name: string, auth?: unknown, channelData?: unknown): Channel {
    const limit = this.app.maxChannelsPerConnection;
    if (!connection.channels.has(name) && connection.channels.size >= limit) throw tooManyChannels(name, limit);
    const existing = this.channels.get(name);
    const channel = existing ?? createChannel(name, this.app);
    channel.subscribe(connection, auth, channelData);
    if (!existing) this.channels.set(name, channel);
    connection.channels.add(name);
    return channel;
  }

  unsubscribe(connection: Connection, name: string): void {
    const channel = this.channels.get(name);
    connection.channels.delete(name);
    if (!channel) return;
    channel.unsubscribe(connection);
    if (channel.isEmpty) this.channels.delete(name);
  }

  /** On close: leave every channel the connection joined. */
  unsubscribeFromAll(connection: Connection): void {
    for (const name of [...connection.channels]) this.unsubscribe(connection, name);
  }

  add(connection: Connection): void {
    this.connections.set(connection.id, connection);
  }

  remove(connection: Connection): void {
    this.unsubscribeFromAll(connection);
    this.connections.delete(connection.id);
  }
}
