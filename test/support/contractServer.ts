/**
 * The one way tests start the real contract server: `startTestContractServer(options)` (free ports, a fresh temp data
 * folder, seeded) or, once per test file, `contractServerForFile(options)`. The options add to the server's own:
 * - `standaloneRealtime`: our realtime server runs on its own (free) port and the contract server publishes to it,
 *   so a test can stop it, start it again and count its subscriptions;
 * - `inChildProcess`: the server runs in a child process, for jsdom tests (its Node realm stays apart from jsdom's)
 *   and for two processes sharing one database (`dataDir`, the only option it takes); only HTTP is reachable then.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Pusher from 'pusher';
import { startContractServer, type ContractServer, type ContractServerOptions } from '../../server/app';
import { startRealtimeServer, type RealtimeApp, type RealtimeServer } from '../../server/realtime';
import { DEMO, type DemoUser } from './demoUsers';
import { localPusherSdk } from './localPusherSdk';

export { DEMO, type DemoUser } from './demoUsers';

type ApiInit = RequestInit & { json?: unknown; token?: string };

/** What every started server offers, in this process or in a child one. */
export interface ContractServerClient {
  /** e.g. http://127.0.0.1:41235/api */
  apiUrl: string;
  /** fetch relative to apiUrl (`api('/games')`); JSON bodies may be passed as `json` */
  api(path: string, init?: ApiInit): Promise<Response>;
  /** signs in and returns the bearer token (throws when sign-in fails) */
  signIn(email: string, password: string): Promise<string>;
  /** signs a demo user in and returns the bearer token */
  signInAs(user: DemoUser): Promise<string>;
  close(): Promise<void>;
}

export interface TestContractServer extends ContractServer, ContractServerClient {
  /** the temp data folder (removed by close()) */
  dataDir: string;
}

/** Our realtime server on its own port, which the contract server publishes to. */
export interface StandaloneRealtime {
  app: RealtimeApp;
  /** the port it listens on, the same after `startAgain()` */
  port: number;
  /** the official server SDK, publishing to it */
  pusher: Pusher;
  /** the running server (null while stopped) */
  server(): RealtimeServer | null;
  /** subscriptions of a channel right now (0 while stopped) */
  subscriptions(channel: string): number;
  /** open WebSocket connections right now (0 while stopped) */
  connections(): number;
  /** stops it: every socket drops, publishes fail */
  stop(): Promise<void>;
  /** a fresh server on the same port (no memory of the old subscriptions) */
  startAgain(): Promise<void>;
}

export interface TestServerOptions extends ContractServerOptions {
  /** run our realtime server apart (true: a test app, or the app given) */
  standaloneRealtime?: true | RealtimeApp;
  /** run the server in a child process (HTTP only) */
  inChildProcess?: true;
}

/** The server a set of options starts. */
export type StartedServer<O extends TestServerOptions> = O extends { inChildProcess: true }
  ? ContractServerClient
  : O extends { standaloneRealtime: true | RealtimeApp }
    ? TestContractServer & { standalone: StandaloneRealtime }
    : TestContractServer;

/**
 * Secrets a production-mode server accepts (none of them a development default), and the mail server it requires (a
 * closed port: a mail sent there fails and is logged): spread them into the overrides of
 * `startTestContractServer({ mode: 'production', ...PRODUCTION_SECRETS })`.
 */
export const PRODUCTION_SECRETS = {
  realtime: { secret: 'prod-realtime-secret-0123456789abcdef' },
  telegramBotToken: '987654321:AAprod-bot-token_0123456789abcdefghij',
  paymentProviderSecret: 'prod-payment-secret-0123456789abcdef',
  appKey: 'prod-app-key-0123456789abcdef0123',
  twoFactorKey: 'prod-two-factor-key-0123456789abcdef0123',
  smtpUrl: 'smtp://127.0.0.1:1',
} satisfies ContractServerOptions;

/** The same secrets as the environment variables `npm run server` reads. */
export const PRODUCTION_SECRETS_ENV = {
  REVERB_APP_SECRET: PRODUCTION_SECRETS.realtime.secret,
  TELEGRAM_BOT_TOKEN: PRODUCTION_SECRETS.telegramBotToken,
  PAYMENT_PROVIDER_SECRET: PRODUCTION_SECRETS.paymentProviderSecret,
  APP_KEY: PRODUCTION_SECRETS.appKey,
  TWO_FACTOR_KEY: PRODUCTION_SECRETS.twoFactorKey,
  SMTP_URL: PRODUCTION_SECRETS.smtpUrl,
};

const TEST_REALTIME_APP: RealtimeApp = {
  id: 'test-realtime-app',
  key: 'test-realtime-key',
  secret: 'test-realtime-secret',
};

/** The HTTP side of a server at `apiUrl`. */
function clientOf(apiUrl: string, close: () => Promise<void>): ContractServerClient {
  const api = (pathname: string, init: ApiInit = {}): Promise<Response> => {
    const { json, token, headers, ...rest } = init;
    const h = new Headers(headers);
    if (json !== undefined) h.set('content-type', 'application/json');
    if (token) h.set('authorization', `Bearer ${token}`);
    h.set('accept', 'application/json');
    // The API tests read Laravel's English wording; the language choice itself is tested with explicit headers.
    if (!h.has('accept-language')) h.set('accept-language', 'en');
    return fetch(`${apiUrl}${pathname}`, {
      ...rest,
      headers: h,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  };
  const signIn = async (email: string, password: string): Promise<string> => {
    const res = await api('/auth/sign-in', { method: 'POST', json: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in as ${email} failed with ${res.status}`);
    return ((await res.json()) as { token: string }).token;
  };
  return { apiUrl, api, signIn, signInAs: (user) => signIn(DEMO[user].email, DEMO[user].password), close };
}

async function startStandaloneRealtime(app: RealtimeApp): Promise<StandaloneRealtime> {
  let running: RealtimeServer | null = await startRealtimeServer({ host: '127.0.0.1', port: 0, apps: [app] });
  const port = running.port;
  return {
    app,
    port,
    pusher: localPusherSdk(app, port),
    server: () => running,
    subscriptions: (channel) => running?.channels(app.id).get(channel)?.subscriptionCount ?? 0,
    connections: () => running?.connections(app.id) ?? 0,
    async stop() {
      const stopping = running;
      running = null;
      await stopping?.close();
    },
    async startAgain() {
      running = await startRealtimeServer({ host: '127.0.0.1', port, apps: [app] });
    },
  };
}

async function startInProcess(
  options: TestServerOptions,
): Promise<TestContractServer & { standalone?: StandaloneRealtime }> {
  const { standaloneRealtime, inChildProcess: _inChildProcess, ...overrides } = options;
  const standalone = standaloneRealtime
    ? await startStandaloneRealtime(standaloneRealtime === true ? TEST_REALTIME_APP : standaloneRealtime)
    : undefined;
  const publishing: ContractServerOptions = standalone
    ? {
        startRealtime: false,
        realtimePort: standalone.port,
        realtime: { appId: standalone.app.id, key: standalone.app.key, secret: standalone.app.secret },
      }
    : {};
  const dataDir = overrides.dataDir ?? mkdtempSync(path.join(tmpdir(), 'contract-server-'));
  const server = await startContractServer({
    apiPort: 0,
    realtimePort: 0,
    host: '127.0.0.1',
    mode: 'test',
    logger: false,
    appKey: 'test-app-key',
    // the tests read the dev mailbox and simulate events; a test of the opt-in passes devRoutes: false
    devRoutes: true,
    ...publishing,
    ...overrides,
    dataDir,
  }).catch(async (error: unknown) => {
    await standalone?.stop();
    throw error;
  });
  const close = async () => {
    await server.close();
    await standalone?.stop();
    if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...server, ...clientOf(server.apiUrl, close), dataDir, ...(standalone ? { standalone } : {}) };
}

const root = path.resolve(__dirname, '..', '..');

/** Runs `runContractServer.ts` under tsx and waits for its address (tsx start-up takes a few seconds). */
async function startInChildProcess(dataDir?: string): Promise<ContractServerClient> {
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join(__dirname, 'runContractServer.ts'),
      ...(dataDir ? [dataDir] : []),
    ],
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const apiUrl = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { apiUrl: string }).apiUrl);
    });
    child.once('exit', (code) => reject(new Error(`contract server process exited early (${String(code)})`)));
  });
  return clientOf(
    apiUrl,
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  );
}

/** Starts a contract server on free ports (mode 'test', seeded); `close()` stops it and deletes its folder. */
export async function startTestContractServer<O extends TestServerOptions = TestServerOptions>(
  options?: O,
): Promise<StartedServer<O>> {
  const started = options?.inChildProcess
    ? await startInChildProcess(options.dataDir)
    : await startInProcess(options ?? {});
  return started as StartedServer<O>;
}

/**
 * Stands for the server started in `beforeAll` and closed in `afterAll` where it is called: every property read
 * goes to that server, so tests write `server.api(…)` as with a started one. Call it at the top of a file, or of a
 * `describe` block whose tests want a server of their own (its hooks then run around that block).
 */
export function contractServerForFile<O extends TestServerOptions = TestServerOptions>(options?: O): StartedServer<O> {
  let started: StartedServer<O> | undefined;
  // Creating and seeding a fresh database is slow on a loaded machine: the hooks get more than jest's default time.
  beforeAll(async () => {
    started = await startTestContractServer(options);
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  }, 30_000);
  return new Proxy({} as StartedServer<O>, {
    get(_target, property) {
      if (!started) throw new Error('the contract server is read before beforeAll started it');
      const value: unknown = Reflect.get(started, property, started);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(started) : value;
    },
    set(_target, property) {
      throw new Error(
        `set ${String(property)} on the started server's parts (server.domain…), not on the server itself`,
      );
    },
  });
}

/** Bearer tokens of the demo users, filled in `beforeAll` (after the server started). */
export function demoTokensForFile<U extends DemoUser>(server: ContractServerClient, ...users: U[]): Record<U, string> {
  const tokens = {} as Record<U, string>;
  beforeAll(async () => {
    for (const user of users) tokens[user] = await server.signInAs(user);
  }, 30_000);
  return tokens;
}
