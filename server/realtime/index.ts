/**
 * Public entry of the realtime server: a Pusher protocol 7 WebSocket server (as Laravel Reverb
 * speaks it) with the Pusher HTTP API on the same port.
 */
import type { IncomingMessage } from 'node:http';

export interface RealtimeApp {
  id: string;
  key: string;
  secret: string;
  /** seconds, default 30; sent in connection_established and used for liveness */
  activityTimeout?: number;
  /** bytes, default 10_000 (inbound WebSocket message and HTTP event data) */
  maxMessageSize?: number;
  /** Origin host patterns (`*` wildcards), default ['*'] */
  allowedOrigins?: string[];
  /** who may send client-* events: off ('none') unless the app enables them ('members' or 'all') */
  acceptClientEventsFrom?: 'members' | 'all' | 'none';
  /** channels one connection may join at once, default 100 */
  maxChannelsPerConnection?: number;
  /** distinct users on one presence channel, default 100 (Pusher's limit) */
  maxPresenceMembers?: number;
  /** inbound messages one socket may send per window, default 200 per 10 s; over it: 4301, excess dropped */
  rateLimit?: { maxMessages?: number; windowSeconds?: number; terminateOnLimit?: boolean };
  /**
   * A private channel name that belongs to one user, with `{user_id}` where the id goes (e.g.
   * `private-App.Models.User.{user_id}`): terminate_connections also closes sockets subscribed to it.
   */
  userChannel?: string;
}

export interface RealtimeLogger {
  info(msg: string, meta?: object): void;
  warn(msg: string, meta?: object): void;
  error(msg: string, meta?: object): void;
}

export interface RealtimeServerOptions {
  /** default 0.0.0.0 */
  host?: string;
  /** 0 = a free port */
  port: number;
  apps: RealtimeApp[];
  /** when set, events and presence fan out across processes through Redis pub/sub */
  redisUrl?: string;
  logger?: RealtimeLogger;
  /** seconds between liveness sweeps; default = the smallest app activityTimeout */
  pingInterval?: number;
  /** open sockets in all (default 10_000) and per client address, an IPv6 /64 counting as one (default 100); over either: 4100 */
  maxConnections?: number;
  maxConnectionsPerIp?: number;
  /** the client address of an upgrade request (behind a proxy, the forwarded one); default the socket's peer */
  clientAddress?: (request: IncomingMessage) => string;
}

export interface ChannelIntrospection {
  subscriptionCount: number;
  userIds: string[];
}

export interface RealtimeServer {
  port: number;
  close(): Promise<void>;
  /** read-only introspection for tests */
  channels(appId: string): Map<string, ChannelIntrospection>;
  /** read-only introspection for tests: the app's open connections in this process */
  connections(appId: string): number;
  /** null without `redisUrl`; else whether the Redis fan-out is connected (it reconnects by itself) */
  redisConnected(): boolean | null;
}

export { startRealtimeServer } from './factory';
