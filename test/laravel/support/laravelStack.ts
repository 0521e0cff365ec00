/**
 * The SPA on Laravel: `php artisan serve` (compat/laravel, Sanctum and Laravel's broadcasting), our realtime
 * server in a child process as the Pusher-protocol server Laravel's `reverb` broadcaster publishes to, and the
 * production SPA with /config.js pointed at both. Laravel Reverb itself is not installed here (docs/laravel.md).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type Pusher from 'pusher';
import { startSpaServer } from '../../../scripts/serveSpa';
import type { RawAppConfig } from '../../../src/config/appConfig';
import { localPusherSdk } from '../../support/localPusherSdk';
import { startRealtimeServerProcess, type RealtimeServerProcess } from '../../support/realtimeServerProcess';
import { waitUntil } from '../../e2e/support/realtimeStack';

const laravelDir = path.resolve(__dirname, '..', '..', '..', 'compat', 'laravel');
const app = { id: 'laravel-compat-app', key: 'laravel-compat-key', secret: 'laravel-compat-secret' };
const run = promisify(execFile);

export interface LaravelStack {
  spaUrl: string;
  /** Laravel's API base URL, e.g. http://127.0.0.1:41234/api. */
  apiUrl: string;
  realtime: RealtimeServerProcess;
  /** The Pusher HTTP API of the realtime server, to ask what it holds (as one would ask Reverb). */
  pusher: Pusher;
  /** The app's public key, which socket clients connect with. */
  appKey: string;
  /** Runs `php artisan …` with the stack's environment; resolves with its output. */
  artisan(...args: string[]): Promise<string>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Stops `php artisan serve` and the PHP server processes it started (its own process group). */
function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

/** Starts the three servers on free ports; the database is seeded again (the demo players' balances reset). */
export async function startLaravelStack(): Promise<LaravelStack> {
  const realtime = await startRealtimeServerProcess(app);
  const laravelPort = await freePort();
  const env = {
    ...process.env,
    APP_URL: `http://127.0.0.1:${laravelPort}`,
    BROADCAST_CONNECTION: 'reverb',
    REVERB_APP_ID: app.id,
    REVERB_APP_KEY: app.key,
    REVERB_APP_SECRET: app.secret,
    REVERB_HOST: '127.0.0.1',
    REVERB_PORT: String(realtime.port),
    REVERB_SCHEME: 'http',
    // The SPA asks for several things at once; PHP's built-in server answers one request per worker.
    PHP_CLI_SERVER_WORKERS: '4',
  };
  const artisan = async (...args: string[]) =>
    (await run('php', ['artisan', ...args], { cwd: laravelDir, env })).stdout;
  await artisan('db:seed', '--force');
  // --no-reload: the server passes this environment on to its workers instead of re-reading .env alone.
  const serve = spawn('php', ['artisan', 'serve', '--no-reload', '--host=127.0.0.1', `--port=${laravelPort}`], {
    cwd: laravelDir,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const apiUrl = `http://127.0.0.1:${laravelPort}/api`;
  let config: RawAppConfig = { environment: 'test' };
  const spa = await startSpaServer({ port: 0, config: () => config });
  config = {
    environment: 'test',
    apiBaseUrl: apiUrl,
    realtime: { host: '127.0.0.1', port: realtime.port, scheme: 'ws', key: app.key, cluster: '' },
    versionPollMs: 0,
  };
  const close = async () => {
    await Promise.allSettled([spa.close(), stopGroup(serve), realtime.close()]);
  };
  try {
    await waitUntil(
      'Laravel answers /up',
      () =>
        fetch(`http://127.0.0.1:${laravelPort}/up`).then(
          (r) => r.ok,
          () => false,
        ),
      20_000,
    );
  } catch (error) {
    await close();
    throw error;
  }
  const pusher = localPusherSdk(app, realtime.port);
  return { spaUrl: spa.url, apiUrl, realtime, pusher, appKey: app.key, artisan, close };
}
