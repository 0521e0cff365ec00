/** Starts a real contract server (API + realtime) on free ports in a fresh temp data folder, for integration and browser tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startContractServer, type ContractServer, type ContractServerOptions } from '../../server/app';

export interface TestContractServer extends ContractServer {
  /** the temp data folder (removed by close()) */
  dataDir: string;
  /** fetch relative to apiUrl (`api('/games')`); JSON bodies may be passed as `json` */
  api(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  /** signs in and returns the bearer token (throws when sign-in fails) */
  signIn(email: string, password: string): Promise<string>;
}

/**
 * Secrets a production-mode server accepts (none of them a development default): spread them into the overrides of
 * `startTestContractServer({ mode: 'production', ...PRODUCTION_SECRETS })`.
 */
export const PRODUCTION_SECRETS = {
  realtime: { secret: 'prod-realtime-secret-0123456789abcdef' },
  telegramBotToken: '987654321:AAprod-bot-token_0123456789abcdefghij',
  paymentProviderSecret: 'prod-payment-secret-0123456789abcdef',
  appKey: 'prod-app-key-0123456789abcdef0123',
} satisfies ContractServerOptions;

/** The same secrets as the environment variables `npm run server` reads. */
export const PRODUCTION_SECRETS_ENV = {
  REVERB_APP_SECRET: PRODUCTION_SECRETS.realtime.secret,
  TELEGRAM_BOT_TOKEN: PRODUCTION_SECRETS.telegramBotToken,
  PAYMENT_PROVIDER_SECRET: PRODUCTION_SECRETS.paymentProviderSecret,
  APP_KEY: PRODUCTION_SECRETS.appKey,
};

/** Starts everything on free ports (mode 'test', seeded); `close()` stops it and deletes the folder. */
export async function startTestContractServer(overrides: ContractServerOptions = {}): Promise<TestContractServer> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'contract-server-'));
  const server = await startContractServer({
    apiPort: 0,
    realtimePort: 0,
    host: '127.0.0.1',
    mode: 'test',
    logger: false,
    appKey: 'test-app-key',
    ...overrides,
    dataDir,
  });
  const api = (path: string, init: RequestInit & { json?: unknown; token?: string } = {}): Promise<Response> => {
    const { json, token, headers, ...rest } = init;
    const h = new Headers(headers);
    if (json !== undefined) h.set('content-type', 'application/json');
    if (token) h.set('authorization', `Bearer ${token}`);
    h.set('accept', 'application/json');
    // The API tests read Laravel's English wording; the language choice itself is tested with explicit headers.
    if (!h.has('accept-language')) h.set('accept-language', 'en');
    return fetch(`${server.apiUrl}${path}`, { ...rest, headers: h, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) });
  };
  return {
    ...server,
    dataDir,
    api,
    async signIn(email, password) {
      const res = await api('/auth/sign-in', { method: 'POST', json: { email, password } });
      if (res.status !== 200) throw new Error(`sign-in as ${email} failed with ${res.status}`);
      return ((await res.json()) as { token: string }).token;
    },
    async close() {
      await server.close();
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
