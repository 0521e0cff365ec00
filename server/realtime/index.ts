/**
 * Public entry of the realtime server: a Pusher protocol 7 WebSocket server (as Laravel Reverb
 * speaks it) with the Pusher HTTP API on the same port.
 */
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
  /** who may send client-* events, default 'members' */
  acceptClientEventsFrom?: 'members' | 'all' | 'none';
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
}

export { startRealtimeServer } from './factory';
