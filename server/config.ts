/** Configuration of the contract server: explicit options first, then environment variables, then contract defaults. */
import type { Mode, RateLimits } from './http/context';

export interface ContractLogger {
  info(msg: string, meta?: object): void;
  warn(msg: string, meta?: object): void;
  error(msg: string, meta?: object): void;
}

export interface RealtimeCredentials {
  appId: string;
  key: string;
  secret: string;
}

export interface ContractServerOptions {
  /** API port (default env API_PORT/PORT, then 8000; 0 = a free port) */
  apiPort?: number;
  /** interface the API listens on (default env HOST, then localhost) */
  host?: string;
  /** realtime port (default env REALTIME_PORT, then 8002; 0 = a free port) */
  realtimePort?: number;
  /** host the publisher reaches the realtime server at (default 127.0.0.1) */
  realtimeHost?: string;
  /** data folder (default env DATA_DIR, then ./data); the database is `{dataDir}/contract.sqlite` */
  dataDir?: string;
  /** database file, overriding dataDir */
  dbFile?: string;
  /** base URL of the SPA used in e-mail links (default env SPA_URL, then http://localhost:8080) */
  spaUrl?: string;
  /** allowed CORS origins (default env CORS_ORIGIN, comma-separated, then the SPA origin) */
  corsOrigin?: string | string[];
  /** default env APP_ENV, then development */
  mode?: Mode;
  /** default env TELEGRAM_BOT_TOKEN, then DEV_TELEGRAM_BOT_TOKEN */
  telegramBotToken?: string;
  /** key signing e-mail verification links (default env APP_KEY, then a random key kept in the data folder) */
  appKey?: string;
  /** default env REVERB_APP_ID/KEY/SECRET, then local-app/local-key/local-secret */
  realtime?: Partial<RealtimeCredentials>;
  /** start the realtime server in this process (default true) */
  startRealtime?: boolean;
  rateLimits?: Partial<RateLimits>;
  /** false = silent; default: console in development/production, silent in test */
  logger?: ContractLogger | false;
}

/** The development bot token: tests and local tools sign Telegram payloads with it. */
export const DEV_TELEGRAM_BOT_TOKEN = '123456789:AAdev-contract-server-token_for_tests';

/** Production-like defaults (Laravel's 5 attempts a minute); test mode relaxes them so suites are not throttled by accident. */
export function defaultRateLimits(mode: Mode): RateLimits {
  const max = mode === 'test' ? 10_000 : mode === 'development' ? 30 : 5;
  return {
    signIn: { max, windowSeconds: 60 },
    signUp: { max, windowSeconds: 60 },
    restore: { max, windowSeconds: 60 },
    reset: { max, windowSeconds: 60 },
    telegram: { max: mode === 'test' ? 10_000 : 20, windowSeconds: 60 },
    mailCooldownSeconds: 60,
  };
}

const num = (v: string | undefined): number | undefined => (v === undefined || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v));

/** Resolves options against the environment and the contract defaults. */
export function resolveOptions(o: ContractServerOptions, env: NodeJS.ProcessEnv = process.env) {
  const mode: Mode = o.mode ?? (env.APP_ENV === 'production' || env.APP_ENV === 'test' ? env.APP_ENV : 'development');
  const spaUrl = (o.spaUrl ?? env.SPA_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
  const cors = o.corsOrigin ?? env.CORS_ORIGIN?.split(',').map((s) => s.trim()).filter(Boolean) ?? [new URL(spaUrl).origin];
  return {
    mode,
    apiPort: o.apiPort ?? num(env.API_PORT) ?? num(env.PORT) ?? 8000,
    host: o.host ?? env.HOST ?? 'localhost',
    realtimePort: o.realtimePort ?? num(env.REALTIME_PORT) ?? 8002,
    realtimeHost: o.realtimeHost ?? env.REALTIME_PUBLISH_HOST ?? '127.0.0.1',
    dataDir: o.dataDir ?? env.DATA_DIR ?? './data',
    dbFile: o.dbFile,
    spaUrl,
    corsOrigins: Array.isArray(cors) ? cors : [cors],
    telegramBotToken: o.telegramBotToken ?? env.TELEGRAM_BOT_TOKEN ?? DEV_TELEGRAM_BOT_TOKEN,
    appKey: o.appKey ?? env.APP_KEY,
    realtime: {
      appId: o.realtime?.appId ?? env.REVERB_APP_ID ?? 'local-app',
      key: o.realtime?.key ?? env.REVERB_APP_KEY ?? 'local-key',
      secret: o.realtime?.secret ?? env.REVERB_APP_SECRET ?? 'local-secret',
    },
    startRealtime: o.startRealtime ?? true,
    rateLimits: { ...defaultRateLimits(mode), ...o.rateLimits },
  };
}

/** A console logger writing one JSON line per message. */
export const consoleLogger: ContractLogger = {
  info: (msg, meta) => console.log(JSON.stringify({ level: 'info', msg, ...meta })),
  warn: (msg, meta) => console.warn(JSON.stringify({ level: 'warn', msg, ...meta })),
  error: (msg, meta) => console.error(JSON.stringify({ level: 'error', msg, ...meta })),
};

/** A logger that drops everything. */
export const silentLogger: ContractLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
