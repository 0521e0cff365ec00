/** Composition root: database, seed, realtime server, event publisher and the HTTP API in one process. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Db } from './db/connection';
import { seedDatabase } from './db/seed';
import { Domain } from './domain';
import { createPusherClient, PusherPublisher } from './events/publisher';
import { buildHttpApp } from './http/app';
import { rawClientAddress } from './http/request';
import { appLogger, createLogger, silentLogger } from './lib/log';
import { RateLimiter } from './lib/rateLimiter';
import { mailboxOutbox, smtpOutbox } from './mail/outbox';
import { ConfigurationError, resolveOptions, type ContractLogger, type ContractServerOptions } from './config';
import { exposureProblems, productionProblems, productionWarnings } from './configChecks';
import { USER_CHANNEL_TEMPLATE } from './events/types';
import { startRealtimeServer } from './realtime/index';

export type { ContractServerOptions } from './config';
export { ConfigurationError } from './config';

/** How often idle tokens and old demo game sessions are deleted. */
const PRUNE_INTERVAL_MS = 60 * 60_000;
/** How often bonuses whose time ran out are ended (and their money left taken out of the balance). */
const BONUS_EXPIRY_INTERVAL_MS = 60_000;

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

/**
 * Starts the contract server (API + realtime) and resolves once both listen. Refuses (ConfigurationError, one line
 * per setting) an unknown APP_ENV, a malformed TRUST_PROXY or PUBLIC_API_URL, and production on development secrets.
 */
export async function startContractServer(options: ContractServerOptions = {}): Promise<ContractServer> {
  const cfg = resolveOptions(options);
  const problems = [...exposureProblems(cfg), ...productionProblems(cfg)];
  if (problems.length > 0) throw new ConfigurationError(problems);
  // One pino log for the request lines, the realtime server and everything else (test mode is silent unless read).
  const silent = options.logger === false || (cfg.mode === 'test' && !options.logStream);
  const pinoLog = silent ? silentLogger() : createLogger(options.logStream ? { stream: options.logStream } : {});
  const log: ContractLogger = typeof options.logger === 'object' ? options.logger : appLogger(pinoLog);
  for (const warning of productionWarnings(cfg)) log.warn(warning);
  const dbFile = resolve(cfg.dbFile ?? join(cfg.dataDir, 'contract.sqlite'));
  mkdirSync(dirname(dbFile), { recursive: true });
  const db = openDatabase(dbFile, { busyTimeoutMs: cfg.busyTimeoutMs });
  const demo = await seedDatabase(db, cfg.demoAccounts);
  for (const email of demo.disabled)
    log.warn(
      'demo account disabled: its published password no longer signs in (SEED_DEMO_ACCOUNTS / SEED_DEMO_ADMIN)',
      { email },
    );

  let realtimeServer: { port: number; close(): Promise<void> } | null = null;
  if (cfg.startRealtime) {
    try {
      realtimeServer = await startRealtimeServer({
        // The realtime server listens where the API does (HOST, loopback by default), never on every interface unasked.
        host: cfg.host === 'localhost' ? '127.0.0.1' : cfg.host,
        port: cfg.realtimePort,
        apps: [
          {
            id: cfg.realtime.appId,
            key: cfg.realtime.key,
            secret: cfg.realtime.secret,
            // The SPA sends no client events; terminate_connections also reaches sockets on the user's private channel.
            acceptClientEventsFrom: 'none',
            // Production answers only the SPA's origins (CORS_ORIGIN); elsewhere any origin, as development tools need.
            ...(cfg.mode === 'production'
              ? { allowedOrigins: cfg.corsOrigins.map((origin) => new URL(origin).hostname) }
              : {}),
            userChannel: USER_CHANNEL_TEMPLATE,
            ...(cfg.maxPresenceMembers !== undefined ? { maxPresenceMembers: cfg.maxPresenceMembers } : {}),
          },
        ],
        ...(cfg.redisUrl ? { redisUrl: cfg.redisUrl } : {}),
        ...(cfg.maxConnections !== undefined ? { maxConnections: cfg.maxConnections } : {}),
        ...(cfg.maxConnectionsPerIp !== undefined ? { maxConnectionsPerIp: cfg.maxConnectionsPerIp } : {}),
        clientAddress: rawClientAddress(cfg.trustProxy),
        logger:
          typeof options.logger === 'object' ? options.logger : appLogger(pinoLog.child({ component: 'realtime' })),
      });
    } catch (err) {
      db.close();
      throw err;
    }
  }
  const realtimePort = realtimeServer?.port ?? cfg.realtimePort;
  const pusher = createPusherClient({ host: cfg.realtimeHost, port: realtimePort, ...cfg.realtime });
  const publisher = new PusherPublisher(pusher, log);
  const domain = new Domain(db, publisher, {
    paymentProviderSecret: cfg.paymentProviderSecret,
    tokenIdleSeconds: cfg.tokenIdleSeconds,
    tokenMaxAgeSeconds: cfg.tokenMaxAgeSeconds,
    kycDir: resolve(cfg.kycDir ?? join(dirname(dbFile), 'kyc')),
    twoFactorKey: cfg.twoFactorKey,
  });
  const secrets = domain.twoFactor.sealStoredSecrets();
  if (secrets.sealed > 0) log.info('two-factor secrets encrypted', { count: secrets.sealed });
  if (!secrets.keyOpens) {
    await realtimeServer?.close();
    db.close();
    throw new ConfigurationError([
      'TWO_FACTOR_KEY does not decrypt the stored two-factor secrets: start with the key they were stored under.',
    ]);
  }
  // Production has refused to start above without SMTP_URL, so the mailbox is development's and test's only.
  const outbox = cfg.smtpUrl ? smtpOutbox(cfg.smtpUrl, cfg.mailFrom, log) : mailboxOutbox(domain.repos.mail);
  const { app } = await buildHttpApp(
    {
      config: {
        mode: cfg.mode,
        spaUrl: cfg.spaUrl,
        corsOrigins: cfg.corsOrigins,
        appKey: appKeyFor(dbFile, cfg.appKey),
        telegramBotToken: cfg.telegramBotToken,
        rateLimits: cfg.rateLimits,
        trustProxy: cfg.trustProxy,
        devRoutes: cfg.devRoutes,
        onlineCountCacheSeconds: cfg.onlineCountCacheSeconds,
        blockedCountries: cfg.blockedCountries,
        countryHeader: cfg.countryHeader,
        ...(cfg.publicApiUrl ? { publicApiUrl: cfg.publicApiUrl } : {}),
      },
      domain,
      pusher,
      limiter: new RateLimiter(),
      outbox,
    },
    pinoLog,
  );
  try {
    await app.listen({ port: cfg.apiPort, host: cfg.host });
  } catch (err) {
    await realtimeServer?.close();
    db.close();
    throw err;
  }
  domain.prune();
  const pruning = setInterval(() => {
    try {
      domain.prune();
    } catch (err) {
      log.warn('pruning failed', { error: err instanceof Error ? err.message : String(err) });
    }
  }, PRUNE_INTERVAL_MS);
  pruning.unref();
  const expireBonuses = (): void => {
    domain.bonusMoney
      .expireDue()
      .catch((err: unknown) =>
        log.warn('bonus expiry failed', { error: err instanceof Error ? err.message : String(err) }),
      );
  };
  expireBonuses();
  const bonusExpiry = setInterval(expireBonuses, BONUS_EXPIRY_INTERVAL_MS);
  bonusExpiry.unref();
  const address = app.server.address();
  const apiPort = typeof address === 'object' && address ? address.port : cfg.apiPort;
  log.info('contract server listening', {
    api: `http://127.0.0.1:${apiPort}/api`,
    realtimePort,
    mode: cfg.mode,
    dbFile,
  });

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
      clearInterval(pruning);
      clearInterval(bonusExpiry);
      await app.close();
      outbox.close();
      await domain.publisher.flush();
      publisher.close();
      await realtimeServer?.close();
      db.close();
    },
  };
}
