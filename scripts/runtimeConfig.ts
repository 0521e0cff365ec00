import type { RawAppConfig } from '../src/config/appConfig';

type Env = Record<string, string | undefined>;

const num = (v: string | undefined): number | undefined => (v === undefined || v === '' ? undefined : Number(v));

/** Builds the SPA's run-time configuration from environment variables (see the README's table). */
export function runtimeConfigFromEnv(env: Env): RawAppConfig {
  const scheme = env.REALTIME_SCHEME ?? (env.REALTIME_FORCE_TLS === 'true' ? 'wss' : undefined);
  return {
    apiBaseUrl: env.API_BASE_URL ?? 'http://localhost:8000/api',
    realtime: {
      host: env.REALTIME_HOST ?? 'localhost',
      port: num(env.REALTIME_PORT) ?? 8002,
      scheme: scheme === 'wss' ? 'wss' : scheme === 'ws' ? 'ws' : undefined,
      key: env.REVERB_APP_KEY ?? env.REALTIME_KEY ?? 'local-key',
      cluster: env.REALTIME_CLUSTER ?? '',
      tabTimeoutMs: num(env.REALTIME_TAB_TIMEOUT_MS),
    },
    telegramBotName: env.TELEGRAM_BOT_NAME ?? '',
    cookieDomain: env.COOKIE_DOMAIN ?? '',
    environment: env.APP_ENV === 'production' ? 'production' : env.APP_ENV === 'test' ? 'test' : 'development',
    supportMode: env.SUPPORT_MODE === 'true',
    versionPollMs: num(env.VERSION_POLL_MS),
    errorReportUrl: env.ERROR_REPORT_URL ?? '',
  };
}

/** The body of /config.js: assigns the configuration before the bundle runs. `<` is escaped so no value can close the script. */
export function renderConfigScript(config: RawAppConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.__APP_CONFIG__ = ${json};\n`;
}
