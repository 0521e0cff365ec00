import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { ApplicationProvider } from './application';
import { type ChannelDirectory, LocalChannelDirectory, snapshotChannels } from './channelDirectory';
import { ChannelManager } from './channels/channelManager';
import { Connection } from './connection';
import { ConnectionCaps } from './connectionCaps';
import { applicationDoesNotExist, overConnectionCap, pongNotReceived } from './errors';
import { EventDispatcher } from './eventDispatcher';
import { EventHandler, PING_FRAME } from './eventHandler';
import { Router } from './http/router';
import type { RealtimeServer, RealtimeServerOptions } from './index';
import { silentLogger } from './logger';
import { formatError } from './payload';
import { RedisScaling } from './scaling/redisScaling';
import { Server } from './server';

const APP_PATH = /^\/app\/([^/?]+)$/;

/**
 * Starts the realtime server: the WebSocket endpoint `/app/{key}` and the Pusher HTTP API on one
 * port, a liveness sweep, and Redis pub/sub fan-out when `redisUrl` is set.
 */
export async function startRealtimeServer(options: RealtimeServerOptions): Promise<RealtimeServer> {
  const logger = options.logger ?? silentLogger;
  const apps = new ApplicationProvider(options.apps);
  const managers = new Map(apps.all().map((app) => [app.id, new ChannelManager(app)] as const));
  const managerFor = (appId: string): ChannelManager => {
    const manager = managers.get(appId);
    if (!manager) throw new Error(`unknown app ${appId}`);
    return manager;
  };
  const findManager = (appId: string): ChannelManager | undefined => managers.get(appId);

  const scaling = options.redisUrl ? await RedisScaling.connect(options.redisUrl, findManager, logger) : undefined;
  const directory: ChannelDirectory = scaling ?? new LocalChannelDirectory(findManager);
  const dispatcher = new EventDispatcher(findManager, scaling);
  const handler = new EventHandler(managerFor);
  const lifecycle = new Server(managerFor, handler, dispatcher, logger);
  const router = new Router(apps, { directory, dispatcher }, logger);

  const largestMessage = Math.max(...apps.all().map((app) => app.maxMessageSize), 10_000);
  const sockets = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    // beyond this ws closes with 1009; between the app's limit and this, the message gets pusher:error
    maxPayload: Math.max(1024 * 1024, largestMessage * 4),
  });
  const open = new Set<WebSocket>();
  const caps = new ConnectionCaps(
    options.maxConnections ?? 10_000,
    options.maxConnectionsPerIp ?? 100,
    options.clientAddress,
  );

  const http = createServer((request, response) => {
    void router.handle(request, response);
  });

  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const match = APP_PATH.exec(path);
    const key = match ? safeDecode(match[1] ?? '') : undefined;
    if (key === undefined) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      ws.on('error', (error: Error) => logger.warn('socket error', { error: error.message }));
      const app = apps.findByKey(key);
      if (!app) {
        const error = applicationDoesNotExist();
        ws.send(formatError(error.code, error.message));
        ws.close(error.code, error.message);
        logger.warn('unknown app key', { code: error.code });
        return;
      }
      const address = caps.admit(request);
      if (address === null) {
        const error = overConnectionCap();
        ws.send(formatError(error.code, error.message));
        ws.close(error.code, error.message);
        logger.warn('connection cap reached', { app: app.id });
        return;
      }
      const connection = new Connection(app, ws, request.headers.origin);
      open.add(ws);
      ws.on('message', (data: Buffer, isBinary: boolean) => lifecycle.message(connection, data, isBinary));
      ws.on('ping', () => lifecycle.control(connection, 'ping'));
      ws.on('pong', () => lifecycle.control(connection, 'pong'));
      ws.on('close', () => {
        open.delete(ws);
        caps.release(address);
        lifecycle.close(connection);
      });
      lifecycle.open(connection);
    });
  });

  // Liveness (Reverb's PruneStaleConnections + PingInactiveConnections): each sweep first closes
  // connections pinged on an earlier sweep that have stayed silent (4201), then pings the idle ones.
  const sweepSeconds =
    options.pingInterval && options.pingInterval > 0
      ? options.pingInterval
      : Math.min(...apps.all().map((app) => app.activityTimeout));
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const manager of managers.values()) {
        const idleAfter = manager.app.activityTimeout * 1000 - 50;
        for (const connection of [...manager.connections.values()]) {
          if (connection.pingedAt !== null) {
            connection.fail(pongNotReceived());
            logger.info('connection pruned', { app: manager.app.id, socket: connection.id });
          } else if (now - connection.lastSeenAt >= idleAfter) {
            connection.ping(PING_FRAME);
          }
        }
      }
    },
    Math.max(100, sweepSeconds * 1000),
  );
  sweep.unref();

  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(options.port, options.host ?? '0.0.0.0', () => {
        http.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    clearInterval(sweep);
    await scaling?.close();
    throw error;
  }
  // after listen, an accept failure (EMFILE) must not crash the process: log it and go on
  http.on('error', (error: Error) => logger.error('http server error', { error: error.message }));
  const port = (http.address() as AddressInfo).port;
  logger.info('realtime server listening', {
    port,
    apps: apps.all().map((app) => app.id),
    scaling: scaling ? 'redis' : 'none',
  });

  let closing: Promise<void> | undefined;
  return {
    port,
    channels: (appId: string) => snapshotChannels(findManager(appId)),
    connections: (appId: string) => findManager(appId)?.connections.size ?? 0,
    redisConnected: () => (scaling ? scaling.connected : null),
    close: () => {
      closing ??= (async () => {
        clearInterval(sweep);
        for (const ws of open) ws.close(1001, 'Server shutting down');
        await new Promise<void>((resolve) => {
          http.close(() => resolve());
          http.closeAllConnections();
          setTimeout(() => {
            for (const ws of open) ws.terminate();
          }, 200).unref();
        });
        sockets.close();
        await scaling?.close();
      })();
      return closing;
    },
  };
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
