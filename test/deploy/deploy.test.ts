/**
 * The deploy of docs/serving.md ("Deploy on one host"), followed as an operator would: a fresh clone, a production
 * install, the build copied in, the example environment files filled in, both servers started with the documented
 * lines, Debian's nginx in front with deploy/nginx.conf; then a sign-up through nginx, the verification mail caught by
 * a real SMTP server, its link opened in Chromium, and the account verified. Only what a host decides is changed:
 * ports (free ones, so it runs beside other servers), the site's address, the secrets and the mail server.
 * `npm run test:deploy`; not part of `npm test` (the production install alone takes minutes).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../e2e/support/browser';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtpCatcher';

jest.setTimeout(30 * 60_000);

const root = path.resolve(__dirname, '..', '..');
const docs = fs.readFileSync(path.join(root, 'docs', 'serving.md'), 'utf8');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The documented lines this test runs as they are (each must appear in docs/serving.md word for word). */
const STEPS = {
  install: 'npm ci --omit=dev',
  copyBuild: 'cp -r ../games-site-build/dist ../games-site-build/build .',
  serverEnv: 'cp deploy/server.env.example server.env',
  spaEnv: 'cp deploy/spa.env.example spa.env',
  startServer: '(set -a && . ./server.env && exec npm run server)',
  startSpa: '(set -a && . ./spa.env && exec npm run serve)',
};

let work: string;
let site: string;
let smtp: SmtpCatcher;
let browser: Browser | undefined;
const processes: ChildProcess[] = [];
const output = new Map<ChildProcess, string>();
const ports = { nginx: 0, api: 0, realtime: 0, spa: 0 };

/** A free loopback port (free when asked; the servers take it a moment later). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An environment with nothing of this test run's own (no APP_ENV, no npm_config_* from `npm run`). */
function hostEnv(): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'LANG', 'TMPDIR', 'USER', 'TERM'];
  return Object.fromEntries(keep.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]]));
}

/** Runs one documented line in `site` with bash, as typed at a prompt, and waits for it. */
function run(line: string): string {
  return execFileSync('bash', ['-c', line], { cwd: site, env: hostEnv(), encoding: 'utf8', stdio: 'pipe' });
}

/** Starts one documented line in the background (its own process group, so stopping it stops npm and node). */
function start(line: string, cwd = site, command = 'bash', args = ['-c', line]): ChildProcess {
  const child = spawn(command, args, { cwd, env: hostEnv(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  output.set(child, '');
  const keep = (chunk: Buffer): void => void output.set(child, (output.get(child) ?? '') + chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  processes.push(child);
  return child;
}

/** Sets `KEY=value` lines of an environment file the operator copied; every key must already be in the example. */
function edit(file: string, values: Record<string, string>): void {
  let text = fs.readFileSync(path.join(site, file), 'utf8');
  for (const [key, value] of Object.entries(values)) {
    const line = new RegExp(`^${key}=.*$`, 'm');
    expect({ key, inExample: line.test(text) }).toEqual({ key, inExample: true });
    text = text.replace(line, `${key}='${value}'`);
  }
  fs.writeFileSync(path.join(site, file), text);
}

/** Polls `url` until it answers `status` (a server still starting refuses the connection or nginx answers 502). */
async function waitFor(url: string, status = 200, timeoutMs = 120_000): Promise<Response> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.status === status) return answer;
    if (Date.now() > until)
      throw new Error(`${url} answered ${answer?.status ?? 'nothing'}; output:\n${[...output.values()].join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** deploy/nginx.conf as the operator installs it, with this run's ports and a log folder it may write to. */
function nginxConfig(): string {
  const site = fs.readFileSync(path.join(work, 'games-site', 'deploy', 'nginx.conf'), 'utf8');
  const replaced = site
    .replace(/listen 80;/, `listen 127.0.0.1:${ports.nginx};`)
    .replace('http://127.0.0.1:8000', `http://127.0.0.1:${ports.api}`)
    .replace('http://127.0.0.1:8002', `http://127.0.0.1:${ports.realtime}`)
    .replace('http://127.0.0.1:8080', `http://127.0.0.1:${ports.spa}`)
    .replaceAll('/var/log/nginx/', `${work}/nginx/`);
  for (const original of ['listen 80;', '127.0.0.1:8000', '127.0.0.1:8002', '127.0.0.1:8080', '/var/log/'])
    expect({ original, left: replaced.includes(original) }).toEqual({ original, left: false });
  fs.writeFileSync(path.join(work, 'nginx', 'games-site.conf'), replaced);
  // What Debian's /etc/nginx/nginx.conf gives a site, with this user's folders and in the foreground.
  const temp = (name: string): string => `${name}_temp_path ${work}/nginx/${name};`;
  return `daemon off;
worker_processes 1;
pid ${work}/nginx/nginx.pid;
error_log ${work}/nginx/error.log;
events { worker_connections 256; }
http {
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include /etc/nginx/mime.types;
  include ${work}/nginx/games-site.conf;
}
`;
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'games-site-deploy-'));
  site = path.join(work, 'games-site');
  fs.mkdirSync(path.join(work, 'nginx'));
  for (const key of Object.keys(ports) as (keyof typeof ports)[]) ports[key] = await freePort();
  smtp = await startSmtpCatcher();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(
    processes.map(async (child) => {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      const closed = new Promise((resolve) => child.once('close', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await closed;
    }),
  );
  await smtp?.close();
  if (work && !process.env.KEEP_DEPLOY_DIR) fs.rmSync(work, { recursive: true, force: true });
});

it('follows the documented lines word for word', () => {
  for (const line of Object.values(STEPS)) expect(docs).toContain(line);
  expect(docs).toContain('npm run build');
});

it('installs, starts behind nginx, signs up, mails the link and verifies the account', async () => {
  // The build machine is this checkout: `npm run build` (the e2e globalSetup made dist/ when it was stale) and the
  // servers' bundles, rebuilt here so they are this commit's.
  execFileSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/buildServer.ts'], { cwd: root });
  fs.symlinkSync(root, path.join(work, 'games-site-build'));
  execFileSync('git', ['clone', '--quiet', root, site]);

  const installStarted = Date.now();
  const install = run(STEPS.install);
  console.info(`${STEPS.install}: ${((Date.now() - installStarted) / 1000).toFixed(0)} s\n${install.slice(-400)}`);
  expect(fs.existsSync(path.join(site, 'node_modules', 'better-sqlite3'))).toBe(true);
  expect(fs.existsSync(path.join(site, 'node_modules', 'webpack'))).toBe(false);

  run(STEPS.copyBuild);
  run(STEPS.serverEnv);
  run(STEPS.spaEnv);
  const origin = `http://127.0.0.1:${ports.nginx}`;
  edit('server.env', {
    API_PORT: String(ports.api),
    REALTIME_PORT: String(ports.realtime),
    SPA_URL: origin,
    PUBLIC_API_URL: `${origin}/api`,
    REVERB_APP_SECRET: 'deploy-test-realtime-secret-0123456789',
    PAYMENT_PROVIDER_SECRET: 'deploy-test-payment-secret-0123456789',
    APP_KEY: 'deploy-test-app-key-0123456789abcdef',
    TWO_FACTOR_KEY: 'deploy-test-two-factor-key-0123456789abcdef',
    TELEGRAM_BOT_TOKEN: '123456789:AAdeploy-test-bot-token',
    SMTP_URL: smtp.url,
  });
  edit('spa.env', {
    SPA_PORT: String(ports.spa),
    API_BASE_URL: `${origin}/api`,
    REALTIME_HOST: '127.0.0.1',
    REALTIME_PORT: String(ports.nginx),
  });

  start(STEPS.startServer);
  start(STEPS.startSpa);
  fs.writeFileSync(path.join(work, 'nginx', 'nginx.conf'), nginxConfig());
  start('', work, NGINX, ['-p', `${work}/nginx`, '-c', `${work}/nginx/nginx.conf`]);

  // Through nginx: the SPA's page and its run-time configuration, the API, and the realtime socket.
  const page = await waitFor(`${origin}/sign-up`);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await (await waitFor(`${origin}/config.js`)).text()).toContain(`${origin}/api`);
  await waitFor(`${origin}/api/games`);
  const established = await new Promise<string>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${ports.nginx}/app/games-site-key?protocol=7`, {
      headers: { origin },
    });
    socket.once('message', (data: Buffer) => {
      socket.close();
      resolve((JSON.parse(data.toString()) as { event: string }).event);
    });
    socket.once('error', reject);
  });
  expect(established).toBe('pusher:connection_established');

  // Sign up as the form does, through nginx.
  const email = 'operator.check@example.com';
  const password = 'a-long-password';
  const signUp = await fetch(`${origin}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email,
      password,
      password_confirmation: password,
      terms: true,
      adult: true,
      currency: 'EUR',
    }),
  });
  expect(signUp.status).toBe(201);

  // The mail reaches the SMTP server; its link points at the site.
  const mail = await smtp.nextMailTo(email);
  const linkPattern = new RegExp(`(${origin.replace(/[.]/g, '\\.')}/verify-email\\?\\S+)`);
  expect(mail).toMatch(linkPattern);
  const link = linkPattern.exec(mail)![1]!;

  // The link opened in a browser: the SPA (through nginx) confirms the address with the API (through nginx).
  browser = await launchBrowser();
  const tab = await (await newContext(browser)).newPage();
  await tab.goto(link);
  await tab
    .getByRole('status')
    .filter({ hasText: 'Адрес подтверждён' })
    .waitFor()
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe page says: ${await tab.locator('body').innerText()}`);
    });

  const signIn = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(signIn.status).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const user = await fetch(`${origin}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await user.json()) as { user: { email_verified_at: string | null } }).user.email_verified_at).toEqual(
    expect.any(String),
  );
  // nginx's access log keeps paths only: the link's signature never reaches it.
  const accessLog = fs.readFileSync(path.join(work, 'nginx', 'games-site.access.log'), 'utf8');
  expect(accessLog).toContain('/verify-email');
  expect(accessLog).not.toContain(new URL(link).searchParams.get('hash')!);
});
