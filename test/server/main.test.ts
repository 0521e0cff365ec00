/**
 * `npm run server` as an operator runs it (production: the compiled build/server/main.js): production mode refuses to
 * start on development secrets (one line per missing variable, non-zero exit), an unknown APP_ENV refuses too, and with
 * every secret set production starts with no demo accounts and no /dev routes.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { PRODUCTION_SECRETS_ENV } from '../support/contractServer';

jest.setTimeout(90_000);

const root = resolve(__dirname, '..', '..');

// Production runs the compiled server (build/server/main.js): build it from this checkout, so no stale bundle is tested.
beforeAll(() => {
  execFileSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/buildServer.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
});
const SECRET_VARIABLES = [
  'REVERB_APP_SECRET',
  'TELEGRAM_BOT_TOKEN',
  'PAYMENT_PROVIDER_SECRET',
  'APP_KEY',
  'TWO_FACTOR_KEY',
];

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The names of the variables that configure the server (docs/server.md). */
const SERVER_VARIABLE = new RegExp(
  '^(APP_ENV|REVERB_|TELEGRAM_|PAYMENT_|APP_KEY|TWO_FACTOR_KEY|SEED_DEMO|DATA_DIR|API_PORT|PORT|REALTIME_|HOST|' +
    'SPA_URL|CORS_ORIGIN|TRUST_PROXY|PUBLIC_API_URL|REDIS_URL|TOKEN_IDLE|SMTP_URL|MAIL_FROM)',
);

/** The environment of this process without anything that would configure the server. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (SERVER_VARIABLE.test(k)) continue;
    env[k] = v;
  }
  return { ...env, API_PORT: '0', REALTIME_PORT: '0', HOST: '127.0.0.1', ...extra };
}

/** Runs `npm run server` until it exits (a refusal) or prints its listening line (then `onListening` runs, then it is stopped). */
function runServer(env: NodeJS.ProcessEnv, onListening?: (apiUrl: string) => Promise<void>): Promise<Run> {
  return new Promise((resolvePromise, reject) => {
    // Its own process group, so stopping it reaches npm, tsx and the server alike.
    const child = spawn('npm', ['run', '--silent', 'server'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const stop = (signal: NodeJS.Signals): void => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, signal);
    };
    let stdout = '';
    let stderr = '';
    let checking = false;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((l) => l.includes('"contract server listening"'));
      if (line && onListening && !checking) {
        checking = true;
        const { api } = JSON.parse(line) as { api: string };
        onListening(api).then(
          () => stop('SIGTERM'),
          (error: unknown) => {
            stop('SIGKILL');
            reject(error);
          },
        );
      }
    });
    child.once('error', reject);
    // 'close', not 'exit': npm may exit on the signal before the server (which shares its output pipes) has written
    // its last line; the pipes close only once every process in the group has let go of them.
    child.once('close', (code, signal) => resolvePromise({ code, signal, stdout, stderr }));
  });
}

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'contract-main-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A production environment with every secret set, in this test's data folder; `extra` adds or overrides variables. */
const productionEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv =>
  cleanEnv({ ...PRODUCTION_SECRETS_ENV, APP_ENV: 'production', DATA_DIR: dataDir, ...extra });

it('refuses production without secrets: exit 1, each missing variable named on its own line with what it is for', async () => {
  const run = await runServer(cleanEnv({ APP_ENV: 'production', DATA_DIR: dataDir }));
  expect(run.code).not.toBe(0);
  const lines = run.stderr.split('\n').map((l) => l.trim());
  for (const variable of SECRET_VARIABLES) {
    const line = lines.filter((l) => l.startsWith(`${variable} `));
    expect(line).toHaveLength(1);
    expect(line[0]).toMatch(/is not set: it .+; (make one|use the token)/);
  }
  expect(run.stderr).toContain('Production checklist');
  expect(run.stdout).not.toContain('listening');
});

it('refuses production without SMTP_URL: exit 1, one line naming it (nobody could verify or reset)', async () => {
  const { SMTP_URL: _omitted, ...secrets } = PRODUCTION_SECRETS_ENV;
  const run = await runServer(cleanEnv({ ...secrets, APP_ENV: 'production', DATA_DIR: dataDir }), () =>
    Promise.reject(new Error('production started without SMTP_URL')),
  );
  expect(run.code).not.toBe(0);
  const lines = run.stderr.split('\n').map((l) => l.trim());
  expect(lines.filter((l) => l.includes('SMTP_URL'))).toEqual([
    expect.stringMatching(/^SMTP_URL is not set: it sends the verification and password reset e-mails/),
  ]);
  expect(lines.some((l) => SECRET_VARIABLES.some((v) => l.startsWith(`${v} `)))).toBe(false);
});

it('refuses production on the published development values, naming only those', async () => {
  const run = await runServer(
    productionEnv({
      REVERB_APP_SECRET: 'local-secret',
      PAYMENT_PROVIDER_SECRET: 'local-payment-provider-secret',
      APP_KEY: 'short',
    }),
  );
  expect(run.code).not.toBe(0);
  const lines = run.stderr.split('\n').map((l) => l.trim());
  expect(lines.find((l) => l.startsWith('REVERB_APP_SECRET '))).toContain('published development value');
  expect(lines.find((l) => l.startsWith('PAYMENT_PROVIDER_SECRET '))).toContain('published development value');
  expect(lines.find((l) => l.startsWith('APP_KEY '))).toContain('too short');
  expect(lines.some((l) => l.startsWith('TELEGRAM_BOT_TOKEN '))).toBe(false);
});

it('refuses a misspelt APP_ENV and names the allowed values', async () => {
  const run = await runServer(cleanEnv({ APP_ENV: 'prodution', DATA_DIR: dataDir }));
  expect(run.code).not.toBe(0);
  expect(run.stderr).toContain('APP_ENV="prodution" is not a mode');
  expect(run.stderr).toContain('development, production, test');
});

it('refuses a malformed port or lifetime instead of falling back: exit 1, one line naming the variable', async () => {
  const bad = { API_PORT: '80a0', REALTIME_PORT: '-1', TOKEN_IDLE_DAYS: 'thirty' };
  const runs = await Promise.all(
    Object.entries(bad).map(([name, value]) => runServer(productionEnv({ [name]: value }))),
  );
  Object.entries(bad).forEach(([name, value], i) => {
    const run = runs[i]!;
    expect(run.code).not.toBe(0);
    expect(run.stdout).not.toContain('listening');
    const lines = run.stderr.split('\n').filter((l) => l.trim().startsWith(`${name}="${value}" is not`));
    expect(lines).toHaveLength(1);
  });
});

it('starts in production with every secret set: no demo accounts, no /dev routes, security headers', async () => {
  const run = await runServer(productionEnv({ SPA_URL: 'https://games.example.com' }), async (api) => {
    const origin = api.replace(/\/api$/, '');
    for (const path of [`${api}/dev/mailbox`, `${origin}/dev/mailbox`]) expect((await fetch(path)).status).toBe(404);
    const simulate = await fetch(`${api}/dev/simulate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'player@example.com', event: 'payment' }),
    });
    expect(simulate.status).toBe(404);
    for (const [email, password] of [
      ['player@example.com', 'player-password'],
      ['admin@example.com', 'admin-password'],
    ]) {
      const signIn = await fetch(`${api}/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(signIn.status).toBe(422);
    }
    const games = await fetch(`${api}/games`);
    expect(games.status).toBe(200);
    expect(games.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(games.headers.get('x-content-type-options')).toBe('nosniff');
    const db = new Database(join(dataDir, 'contract.sqlite'), { readonly: true });
    try {
      expect((db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(0);
      expect((db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n).toBeGreaterThan(200);
    } finally {
      db.close();
    }
  });
  // Stopped by SIGTERM: a clean exit (npm may report the signal instead of the server's 0).
  expect(run.code === 0 || run.signal === 'SIGTERM').toBe(true);
  expect(run.stdout).toContain('"msg":"stopping"');
  expect(run.stderr).not.toContain('Refusing');
});
