/**
 * Configuration of the contract server: explicit options first, then environment variables, then the defaults of
 * the mode. Production refuses to start on development secrets (`ConfigurationError`, one line per setting).
 */
import type { Limit } from './lib/rateLimiter';
import type { AppLogger as ContractLogger } from './lib/log';
import { DEV_PAYMENT_PROVIDER_SECRET } from './domain/paymentProvider';
import { DEV_TWO_FACTOR_KEY } from './domain/twoFactor';
import { checkEnvironment, countryListValue, flag, publicApiUrlValue, trustProxyValue } from './configSchema';

export { ConfigurationError, MODES } from './configSchema';

export type Mode = 'development' | 'production' | 'test';

/** One throttled action: attempts per client IP and per account (e-mail, Telegram id or user), each in its own window. */
export interface Throttle {
  perIp: Limit;
  perAccount: Limit;
}

export interface RateLimits {
  signIn: Throttle;
  signUp: Throttle;
  restore: Throttle;
  reset: Throttle;
  telegram: Throttle;
  /** e-mails sent on request (verification resends) */
  mail: Throttle;
  /** bug reports sent (POST /bug-reports), per IP and per account (the user, else the IP) */
  bugReport: Throttle;
  /** reports from guests (account = the IP), in a ten-minute window */
  guestBugReport: Throttle;
  /** reports from players' browsers (POST /client-errors), per IP (the account is the IP too) */
  clientError: Throttle;
  /** password changes (POST /profile/password, two scrypt hashes each), per IP and per account */
  passwordChange: Throttle;
  /** demo game sessions opened (each writes a row), per IP and per account (the user, else the IP) */
  demoSession: Throttle;
  /** spins (each writes rows), per IP and per game session */
  spin: Throttle;
  /** two-factor codes tried (sign-in's second step, enabling and disabling), per IP and per account */
  twoFactor: Throttle;
  /** seconds between two verification (or reset) e-mails to one address */
  mailCooldownSeconds: number;
}

export interface HttpConfig {
  mode: Mode;
  spaUrl: string;
  corsOrigins: string[];
  appKey: string;
  telegramBotToken: string;
  rateLimits: RateLimits;
  /** Fastify's trustProxy (default false) */
  trustProxy?: boolean | number | string[];
  /** register /dev/mailbox and /dev/simulate (development and test modes only, answered to loopback only) */
  devRoutes?: boolean;
  /** the API base URL as clients reach it (absolute URLs in answers); default: built from each request */
  publicApiUrl?: string;
  /** ISO country codes the site does not serve: requests from them are answered 451 (docs/blocked-states.md) */
  blockedCountries?: string[];
  /** the request header, set by the proxy, that names the client's country (default `cf-ipcountry`) */
  countryHeader?: string;
  /** seconds one answer of the realtime server about players online is reused by GET /counters (default 0: ask every time) */
  onlineCountCacheSeconds?: number;
}

export type { ContractLogger };

export interface RealtimeCredentials {
  appId: string;
  key: string;
  secret: string;
}

/** Fastify's `trustProxy`: off, on (every hop), a hop count, or the addresses/CIDRs of the proxies. */
export type TrustProxy = boolean | number | string[];

/** Which demo accounts (docs/contract.md, Demo data) the seed creates. */
export interface DemoAccounts {
  /** player@example.com and unverified@example.com */
  players: boolean;
  /** admin@example.com */
  admin: boolean;
}

export interface ContractServerOptions {
  /** API port (default env API_PORT/PORT, then 8000; 0 = a free port) */
  apiPort?: number;
  /** interface the API and the realtime server listen on (default env HOST, then 127.0.0.1) */
  host?: string;
  /** realtime port (default env REALTIME_PORT, then 8002; 0 = a free port) */
  realtimePort?: number;
  /** host the publisher reaches the realtime server at (default 127.0.0.1) */
  realtimeHost?: string;
  /** data folder (default env DATA_DIR, then ./data); the database is `{dataDir}/contract.sqlite` */
  dataDir?: string;
  /** database file, overriding dataDir */
  dbFile?: string;
  /** folder of verification files, never served (default env KYC_DIR, then `kyc` beside the database; docs/kyc.md) */
  kycDir?: string;
  /** base URL of the SPA used in e-mail links (default env SPA_URL, then http://localhost:8080) */
  spaUrl?: string;
  /** allowed CORS origins (default env CORS_ORIGIN, comma-separated, then the SPA origin) */
  corsOrigin?: string | string[];
  /** default env APP_ENV (development, production or test; anything else refuses to start), then development */
  mode?: Mode;
  /** default env TELEGRAM_BOT_TOKEN, then DEV_TELEGRAM_BOT_TOKEN (refused in production) */
  telegramBotToken?: string;
  /** key signing e-mail verification links (default env APP_KEY, then a random key kept in the data folder; production needs APP_KEY) */
  appKey?: string;
  /** encrypts the two-factor secrets at rest (default env TWO_FACTOR_KEY, then DEV_TWO_FACTOR_KEY, refused in production) */
  twoFactorKey?: string;
  /** signs the payment provider's callbacks (default env PAYMENT_PROVIDER_SECRET, then DEV_PAYMENT_PROVIDER_SECRET, refused in production) */
  paymentProviderSecret?: string;
  /** default env REVERB_APP_ID/KEY/SECRET, then local-app/local-key/local-secret (the secret is refused in production) */
  realtime?: Partial<RealtimeCredentials>;
  /** start the realtime server in this process (default true) */
  startRealtime?: boolean;
  /** realtime limits (defaults in docs/realtime-server.md; env REALTIME_MAX_PRESENCE_MEMBERS, REALTIME_MAX_CONNECTIONS, REALTIME_MAX_CONNECTIONS_PER_IP) */
  realtimeLimits?: { maxPresenceMembers?: number; maxConnections?: number; maxConnectionsPerIp?: number };
  /** Redis URL for realtime fan-out across processes (default env REDIS_URL, then none) */
  redisUrl?: string;
  rateLimits?: { [K in keyof RateLimits]?: RateLimits[K] extends Throttle ? Partial<Throttle> : RateLimits[K] };
  /** demo accounts to seed (default: all in development and test; in production only SEED_DEMO_ACCOUNTS / SEED_DEMO_ADMIN) */
  demoAccounts?: DemoAccounts;
  /** Fastify's trustProxy (default env TRUST_PROXY, then false) */
  trustProxy?: TrustProxy;
  /** the development helpers /dev/mailbox and /dev/simulate, never in production (default env DEV_ROUTES, then off; `npm start` turns it on) */
  devRoutes?: boolean;
  /** the API base URL as clients reach it, for absolute URLs (default env PUBLIC_API_URL, then built from each request) */
  publicApiUrl?: string;
  /** idle lifetime of a bearer token in seconds (default env TOKEN_IDLE_DAYS × 1 day, then 30 days) */
  tokenIdleSeconds?: number;
  /** absolute lifetime of a bearer token in seconds, counted from sign-in (default env TOKEN_MAX_DAYS × 1 day, then 90 days) */
  tokenMaxAgeSeconds?: number;
  /** countries answered 451 (default env BLOCKED_COUNTRIES, comma-separated ISO codes; then none) */
  blockedCountries?: string[];
  /** the proxy's header naming the client's country (default env COUNTRY_HEADER, then CF-IPCountry) */
  countryHeader?: string;
  /** SQLite busy timeout in ms (default 5000): how long a write waits for another writer before answering 503 */
  busyTimeoutMs?: number;
  /** seconds GET /counters reuses the realtime server's count of players online (default 5; 0 in test mode) */
  onlineCountCacheSeconds?: number;
  /** SMTP server for outgoing mail, `smtp://user:pass@host:587` (default env SMTP_URL; unset: the development mailbox) */
  smtpUrl?: string;
  /** sender of outgoing mail (default env MAIL_FROM, then no-reply@ the SPA's host) */
  mailFrom?: string;
  /** false = silent; a ContractLogger takes the server's own messages (not the request lines); default: the pino log, silent in test */
  logger?: ContractLogger | false;
  /** where the pino log goes instead of standard output, in any mode (tests read it) */
  logStream?: { write(line: string): void };
}

/** The development bot token: tests and local tools sign Telegram payloads with it. */
export const DEV_TELEGRAM_BOT_TOKEN = '123456789:AAdev-contract-server-token_for_tests';
/** The development realtime secret (docs/contract.md, Processes and configuration). */
export const DEV_REALTIME_SECRET = 'local-secret';

/** Where the SPA runs in development (docs/contract.md, Processes and configuration). */
export const DEFAULT_SPA_URL = 'http://localhost:8080';

const throttle = (perAccount: number, perIp: number, windowSeconds = 60): Throttle => ({
  perAccount: { max: perAccount, windowSeconds },
  perIp: { max: perIp, windowSeconds },
});

/**
 * Production-like defaults (Laravel's 5 attempts a minute per account; an IP gets more because many people may share
 * one); development is looser, and test mode relaxes them so suites are not throttled by accident.
 */
export function defaultRateLimits(mode: Mode): RateLimits {
  if (mode === 'test') {
    const loose = throttle(10_000, 10_000);
    return {
      signIn: loose,
      signUp: loose,
      restore: loose,
      reset: loose,
      telegram: loose,
      mail: loose,
      bugReport: loose,
      guestBugReport: loose,
      clientError: loose,
      passwordChange: loose,
      demoSession: loose,
      spin: loose,
      twoFactor: loose,
      mailCooldownSeconds: 60,
    };
  }
  const dev = mode === 'development';
  return {
    signIn: dev ? throttle(30, 120) : throttle(5, 20),
    signUp: dev ? throttle(30, 120) : throttle(5, 10),
    restore: dev ? throttle(30, 120) : throttle(5, 10),
    reset: dev ? throttle(30, 120) : throttle(5, 20),
    telegram: dev ? throttle(30, 120) : throttle(10, 20),
    mail: dev ? throttle(30, 120) : throttle(5, 10),
    // A report carries up to 1 MiB of action log: a few a minute per person is plenty.
    bugReport: dev ? throttle(30, 120) : throttle(3, 10),
    // A guest cannot be told apart or followed up: three reports per address in ten minutes.
    guestBugReport: dev ? throttle(30, 120) : throttle(3, 3, 600),
    // A page sends a few errors at most and three vitals; a broken build in a busy office is still only so many.
    clientError: throttle(60, 60),
    passwordChange: dev ? throttle(30, 120) : throttle(5, 20),
    demoSession: dev ? throttle(100, 300) : throttle(10, 30),
    // a spin takes about two seconds to show: one a second per session is already more than a player can see
    spin: dev ? throttle(300, 600) : throttle(60, 120),
    // six digits are a million guesses: five a minute per account keeps a guesser at years
    twoFactor: dev ? throttle(30, 120) : throttle(5, 20),
    mailCooldownSeconds: 60,
  };
}

/** Resolves options against the environment and the defaults of the mode. */
export function resolveOptions(o: ContractServerOptions, env: NodeJS.ProcessEnv = process.env) {
  const e = checkEnvironment(env);
  const str = (name: string): string | undefined => (e[name] === undefined ? undefined : String(e[name]));
  const mode: Mode = o.mode ?? e.APP_ENV ?? 'development';
  const spaUrl = (o.spaUrl ?? str('SPA_URL') ?? DEFAULT_SPA_URL).replace(/\/+$/, '');
  const cors = o.corsOrigin ??
    str('CORS_ORIGIN')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? [new URL(spaUrl).origin];
  const defaults = defaultRateLimits(mode);
  const rateLimits = { ...defaults } as RateLimits;
  for (const [name, value] of Object.entries(o.rateLimits ?? {}) as [keyof RateLimits, unknown][]) {
    if (name === 'mailCooldownSeconds') rateLimits.mailCooldownSeconds = value as number;
    else rateLimits[name] = { ...defaults[name], ...(value as Partial<Throttle>) };
  }
  const dev = mode !== 'production';
  return {
    mode,
    apiPort: o.apiPort ?? e.API_PORT ?? e.PORT ?? 8000,
    host: o.host ?? str('HOST') ?? '127.0.0.1',
    realtimePort: o.realtimePort ?? e.REALTIME_PORT ?? 8002,
    realtimeHost: o.realtimeHost ?? str('REALTIME_PUBLISH_HOST') ?? '127.0.0.1',
    dataDir: o.dataDir ?? str('DATA_DIR') ?? './data',
    dbFile: o.dbFile,
    kycDir: o.kycDir ?? str('KYC_DIR'),
    spaUrl,
    corsOrigins: Array.isArray(cors) ? cors : [cors],
    telegramBotToken: o.telegramBotToken ?? str('TELEGRAM_BOT_TOKEN') ?? DEV_TELEGRAM_BOT_TOKEN,
    appKey: o.appKey ?? str('APP_KEY'),
    paymentProviderSecret: o.paymentProviderSecret ?? str('PAYMENT_PROVIDER_SECRET') ?? DEV_PAYMENT_PROVIDER_SECRET,
    twoFactorKey: o.twoFactorKey ?? str('TWO_FACTOR_KEY') ?? DEV_TWO_FACTOR_KEY,
    realtime: {
      appId: o.realtime?.appId ?? str('REVERB_APP_ID') ?? 'local-app',
      key: o.realtime?.key ?? str('REVERB_APP_KEY') ?? 'local-key',
      secret: o.realtime?.secret ?? str('REVERB_APP_SECRET') ?? DEV_REALTIME_SECRET,
    },
    startRealtime: o.startRealtime ?? true,
    maxPresenceMembers: o.realtimeLimits?.maxPresenceMembers ?? e.REALTIME_MAX_PRESENCE_MEMBERS,
    maxConnections: o.realtimeLimits?.maxConnections ?? e.REALTIME_MAX_CONNECTIONS,
    maxConnectionsPerIp: o.realtimeLimits?.maxConnectionsPerIp ?? e.REALTIME_MAX_CONNECTIONS_PER_IP,
    redisUrl: o.redisUrl ?? str('REDIS_URL'),
    rateLimits,
    demoAccounts: o.demoAccounts ?? {
      players: dev || flag(e.SEED_DEMO_ACCOUNTS),
      // The admin account needs both variables: a public demo rarely wants a published admin password.
      admin: dev || (flag(e.SEED_DEMO_ACCOUNTS) && flag(e.SEED_DEMO_ADMIN)),
    },
    trustProxy: o.trustProxy ?? trustProxyValue(e.TRUST_PROXY),
    devRoutes: mode !== 'production' && (o.devRoutes ?? flag(e.DEV_ROUTES)),
    publicApiUrl: publicApiUrlValue(o.publicApiUrl ?? e.PUBLIC_API_URL),
    tokenIdleSeconds: o.tokenIdleSeconds ?? (e.TOKEN_IDLE_DAYS ?? 30) * 86_400,
    tokenMaxAgeSeconds: o.tokenMaxAgeSeconds ?? (e.TOKEN_MAX_DAYS ?? 90) * 86_400,
    blockedCountries: o.blockedCountries?.map((c) => c.toUpperCase()) ?? countryListValue(e.BLOCKED_COUNTRIES),
    countryHeader: (o.countryHeader ?? str('COUNTRY_HEADER') ?? 'CF-IPCountry').trim().toLowerCase(),
    busyTimeoutMs: o.busyTimeoutMs ?? 5000,
    // Tests see the count change at once; elsewhere a few seconds spare the realtime nodes a question per page view.
    onlineCountCacheSeconds: o.onlineCountCacheSeconds ?? (mode === 'test' ? 0 : 5),
    /** whether the mode was chosen (option or APP_ENV) rather than defaulted to development */
    modeGiven: o.mode !== undefined || e.APP_ENV !== undefined,
    smtpUrl: o.smtpUrl ?? str('SMTP_URL'),
    mailFrom: o.mailFrom ?? str('MAIL_FROM') ?? `no-reply@${new URL(spaUrl).hostname}`,
    /** the secrets as given (undefined when neither an option nor the environment set one), for the production check */
    givenSecrets: {
      REVERB_APP_SECRET: o.realtime?.secret ?? str('REVERB_APP_SECRET'),
      TELEGRAM_BOT_TOKEN: o.telegramBotToken ?? str('TELEGRAM_BOT_TOKEN'),
      PAYMENT_PROVIDER_SECRET: o.paymentProviderSecret ?? str('PAYMENT_PROVIDER_SECRET'),
      APP_KEY: o.appKey ?? str('APP_KEY'),
      TWO_FACTOR_KEY: o.twoFactorKey ?? str('TWO_FACTOR_KEY'),
    },
  };
}

export type ResolvedConfig = ReturnType<typeof resolveOptions>;
