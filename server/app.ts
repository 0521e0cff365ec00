/** Composition root: database, seed, realtime server, event publisher and the HTTP API in one process. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Db } from './db/connection';
import { seedDatabase } from './db/seed';
import { Domain } from './domain';
import { createPusherClient, PusherPublisher } from './events/publisher';
import { buildHttpApp } from './http/app';
import { RateLimiter } from './lib/rateLimiter';
import { DEV_TELEGRAM_BOT_TOKEN, consoleLogger, resolveOptions, silentLogger, type ContractLogger, type ContractServerOptions } from './config';
import { startRealtimeServer } from './realtime/index';

export type { ContractServerOptions } from './config';

export interface ContractServer {
  /** e.g. http://127.0.0.1:8000/api */
  apiUrl: string;
  apiPort: number;
  realtime: { host: string; port: number; appId: string; key: string; secret: string };
  mode: 'development' | 'production' | 'test';
  dbFile: string;
  /** the SQLite connection (tests snapshot tables through it) */
  db: Db;
  /** the domain operations (tests and tools trigger events through them) */
  domain: Domain;
  close(): Promise<void>;
}

/** Reads the link-signing key from the data folder, creating it on first start. */
function appKeyFor(dbFile: string, explicit: string | undefined): string {
  if (explicit) return explicit;
  const file = join(dirname(dbFile), 'app-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** Starts the contract server (API + realtime) and resolves once both listen. */
export async function startContractServer(options: ContractServerOptions = {}): Promise<ContractServer> {
  const cfg = resolveOptions(options);
  const log: ContractLogger = options.logger === false ? silentLogger : (options.logger ?? (cfg.mode === 'test' ? silentLogger : consoleLogger));
  if (cfg.mode === 'production') {
    if (cfg.telegramBotToken === DEV_TELEGRAM_BOT_TOKEN) log.warn('TELEGRAM_BOT_TOKEN is not set: Telegram sign-in only accepts data signed with the development token');
    if (cfg.realtime.secret === 'local-secret') log.warn('REVERB_APP_SECRET is the local default: set a real secret in production');
    if (!process.env.PAYMENT_PROVIDER_SECRET) log.warn('PAYMENT_PROVIDER_SECRET is not set: payment callbacks are signed with the development secret');
  }
  const dbFile = resolve(cfg.dbFile ?? join(cfg.dataDir, 'contract.sqlite'));
  mkdirSync(dirname(dbFile), { recursive: true });
  const db = openDatabase(dbFile);
  await seedDatabase(db);

  let realtimeServer: { port: number; close(): Promise<void> } | null = null;
  if (cfg.startRealtime) {
    try {
      realtimeServer = await startRealtimeServer({
        ...(options.host ? { host: options.host === 'localhost' ? '127.0.0.1' : options.host } : {}),
        port: cfg.realtimePort,
        apps: [{ id: cfg.realtime.appId, key: cfg.realtime.key, secret: cfg.realtime.secret }],
        logger: log,
      });
    } catch (err) {
      db.close();
      throw err;
    }
  }
  const realtimePort = realtimeServer?.port ?? cfg.realtimePort;
  const pusher = createPusherClient({ host: cfg.realtimeHost, port: realtimePort, ...cfg.realtime });
  const publisher = new PusherPublisher(pusher, log);
  const domain = new Domain(db, publisher);
  const { app } = await buildHttpApp(
    {
      config: {
        mode: cfg.mode,
        spaUrl: cfg.spaUrl,
        corsOrigins: cfg.corsOrigins,
        appKey: appKeyFor(dbFile, cfg.appKey),
        telegramBotToken: cfg.telegramBotToken,
        rateLimits: cfg.rateLimits,
      },
      domain,
      pusher,
      limiter: new RateLimiter(),
    },
    cfg.mode === 'test' || options.logger === false
      ? false
      : { level: 'info', serializers: { req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }) } },
  );
  try {
    await app.listen({ port: cfg.apiPort, host: cfg.host });
  } catch (err) {
    await realtimeServer?.close();
    db.close();
    throw err;
  }
  const address = app.server.address();
  const apiPort = typeof address === 'object' && address ? address.port : cfg.apiPort;
  log.info('contract server listening', { api: `http://127.0.0.1:${apiPort}/api`, realtimePort, mode: cfg.mode, dbFile });

  let closed = false;
  return {
    apiUrl: `http://127.0.0.1:${apiPort}/api`,
    apiPort,
    realtime: { host: cfg.realtimeHost, port: realtimePort, ...cfg.realtime },
    mode: cfg.mode,
    dbFile,
    db,
    domain,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await publisher.flush();
      await realtimeServer?.close();
      db.close();
    },
  };
}
