/** Run-time configuration of the SPA: read once at start-up from `window.__APP_CONFIG__` (served as /config.js). */
export interface RealtimeConfig {
  /** Pusher-protocol server host (the contract server, Laravel Reverb, soketi or Pusher Channels). */
  host: string;
  port: number;
  /** `wss` forces TLS; the local default is plain `ws`. */
  scheme: 'ws' | 'wss';
  key: string;
  /** Pusher Channels cluster; empty for self-hosted servers. */
  cluster: string;
  /**
   * How long the shared socket worker waits to hear from a tab before it takes the tab for gone (crashed, killed) and
   * gives its channels back; unset: `TAB_TIMEOUT_MS` in `src/realtime/createEcho.ts` (docs/realtime-client.md, "Tabs").
   */
  tabTimeoutMs?: number;
}

export interface AppConfig {
  /** REST API base URL, e.g. http://localhost:8000/api. */
  apiBaseUrl: string;
  realtime: RealtimeConfig;
  /** Telegram bot username for the Login Widget; empty hides the widget. */
  telegramBotName: string;
  /** Parent domain for the auth cookie (e.g. `.example.com`); empty on localhost. */
  cookieDomain: string;
  /** 'production' turns off development helpers (DevTools unless supportMode, the dev mailbox link). */
  environment: 'development' | 'production' | 'test';
  /** Lets support staff attach Redux DevTools in production. */
  supportMode: boolean;
  /** How often to check /version.json for a newer deployed build, in ms (0 disables). */
  versionPollMs: number;
  /** Where uncaught errors and Web Vitals are reported (the contract server's /client-errors); empty: nowhere. */
  errorReportUrl: string;
}

export const defaultConfig: AppConfig = {
  apiBaseUrl: 'http://localhost:8000/api',
  realtime: { host: 'localhost', port: 8002, scheme: 'ws', key: 'local-key', cluster: '' },
  telegramBotName: '',
  cookieDomain: '',
  environment: 'development',
  supportMode: false,
  versionPollMs: 5 * 60_000,
  errorReportUrl: '',
};

/** The raw shape accepted from /config.js: any subset, validated field by field. */
export type RawAppConfig = Partial<Omit<AppConfig, 'realtime'>> & { realtime?: Partial<RealtimeConfig> };

declare global {
  interface Window {
    __APP_CONFIG__?: RawAppConfig;
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function pick<T>(value: unknown, guard: (v: unknown) => v is T, fallback: T, field: string): T {
  if (value === undefined || value === null || value === '') return fallback;
  if (!guard(value)) throw new ConfigError(`Invalid configuration value for ${field}: ${JSON.stringify(value)}`);
  return value;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isPort = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 65536;
const isNonNegative = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isPositive = (v: unknown): v is number => isNonNegative(v) && v > 0;
const isScheme = (v: unknown): v is 'ws' | 'wss' => v === 'ws' || v === 'wss';
const isEnvironment = (v: unknown): v is AppConfig['environment'] =>
  v === 'development' || v === 'production' || v === 'test';

/** Validates a raw configuration object and fills the gaps with defaults; throws ConfigError on a wrong type. */
export function parseConfig(raw: RawAppConfig | undefined): AppConfig {
  const r = raw ?? {};
  const rt = r.realtime ?? {};
  const apiBaseUrl = pick(r.apiBaseUrl, isString, defaultConfig.apiBaseUrl, 'apiBaseUrl').replace(/\/+$/, '');
  const environment = pick(r.environment, isEnvironment, defaultConfig.environment, 'environment');
  const scheme = pick(
    rt.scheme,
    isScheme,
    environment === 'production' ? 'wss' : defaultConfig.realtime.scheme,
    'realtime.scheme',
  );
  const tabTimeoutMs = pick<number | undefined>(rt.tabTimeoutMs, isPositive, undefined, 'realtime.tabTimeoutMs');
  return {
    apiBaseUrl,
    realtime: {
      host: pick(rt.host, isString, defaultConfig.realtime.host, 'realtime.host'),
      port: pick(rt.port, isPort, defaultConfig.realtime.port, 'realtime.port'),
      scheme,
      key: pick(rt.key, isString, defaultConfig.realtime.key, 'realtime.key'),
      cluster: pick(rt.cluster, isString, defaultConfig.realtime.cluster, 'realtime.cluster'),
      ...(tabTimeoutMs === undefined ? {} : { tabTimeoutMs }),
    },
    telegramBotName: pick(r.telegramBotName, isString, defaultConfig.telegramBotName, 'telegramBotName'),
    cookieDomain: pick(r.cookieDomain, isString, defaultConfig.cookieDomain, 'cookieDomain'),
    environment,
    supportMode: pick(r.supportMode, isBoolean, defaultConfig.supportMode, 'supportMode'),
    versionPollMs: pick(r.versionPollMs, isNonNegative, defaultConfig.versionPollMs, 'versionPollMs'),
    errorReportUrl: pick(r.errorReportUrl, isString, defaultConfig.errorReportUrl, 'errorReportUrl'),
  };
}

/** Reads the configuration the page was served with. */
export function readWindowConfig(): AppConfig {
  return parseConfig(typeof window === 'undefined' ? undefined : window.__APP_CONFIG__);
}
