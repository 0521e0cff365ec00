/**
 * `npm start`: the whole product on one machine with demo data — the contract server (REST API on 8000,
 * realtime on 8002, SQLite in ./data, seeded on first start) and the SPA on 8080 (webpack dev server,
 * or with `--prod` the production build served by scripts/serveSpa.ts, as `npm run serve` does).
 * Any port may be 0 (a free one). The ports actually bound are kept in `{data}/running.json` while it runs, for
 * `npm run demo:events`. Prints the addresses and the demo users once the SPA answers; Ctrl+C stops everything.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { startContractServer } from '../server/app';
import { removeRunFile, writeRunFile } from '../server/cli/runFile';
import { runtimeConfigFromEnv } from './runtimeConfig';
import { startSpaServer } from './serveSpa';
import { cspOptionsFromEnv } from './spaHeaders';

const root = path.resolve(__dirname, '..');
const prod = process.argv.includes('--prod');
const spaHost = process.env.SPA_HOST ?? 'localhost';
const dataDir = process.env.DATA_DIR ?? path.join(root, 'data');
/** The SPA's port, known before anything starts: the API's CORS and e-mail links name the SPA's origin. */
let spaPort = Number(process.env.SPA_PORT ?? 8080);

/** A port free right now (SPA_PORT=0): the system picks it, and the SPA server takes it a moment later. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, spaHost, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once the SPA answers its first page with 200. The dev server holds requests until webpack's first
 * build is done, so this is also the moment the first page can be served.
 */
async function servedAt(url: string, timeoutMs = 10 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
      await res.arrayBuffer();
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the SPA at ${url} did not answer 200 (${last})`);
}

interface Stoppable {
  close(): Promise<void>;
}

/** Starts webpack-dev-server through its Node API with the project's webpack config. */
async function startDevServer(): Promise<Stoppable> {
  const { default: webpack } = await import('webpack');
  const { default: WebpackDevServer } = await import('webpack-dev-server');
  const { default: configFor } = await import('../webpack.config');
  const config = configFor({}, { mode: 'development' });
  const { devServer, ...webpackConfig } = config;
  const compiler = webpack({ ...webpackConfig, infrastructureLogging: { level: 'warn' }, stats: 'errors-warnings' });
  const server = new WebpackDevServer({ ...devServer, port: spaPort, host: spaHost, open: false }, compiler);
  await server.start();
  return { close: () => server.stop() };
}

/** Builds dist/ once (when missing) and serves it like production. */
async function startProdServer(): Promise<Stoppable> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html')) || process.argv.includes('--rebuild')) {
    console.info('Building the SPA (webpack --mode production)…');
    execFileSync('npm', ['run', '--silent', 'build', '--', '--no-stats'], { cwd: root, stdio: 'inherit' });
  }
  return startSpaServer({
    port: spaPort,
    host: spaHost,
    distDir: path.join(root, 'dist'),
    config: runtimeConfigFromEnv(process.env),
    csp: cspOptionsFromEnv(process.env),
  });
}

function printBanner(spa: string, apiUrl: string, realtimePort: number): void {
  const lines = [
    '',
    `  Games site is running at ${spa}`,
    `  SPA            ${spa}${prod ? '  (production build)' : '  (webpack dev server)'}`,
    `  REST API       ${process.env.API_BASE_URL ?? apiUrl}`,
    `  Realtime       ws://localhost:${realtimePort}/app/${process.env.REVERB_APP_KEY ?? 'local-key'}`,
    `  Dev mailbox    ${process.env.API_BASE_URL ?? apiUrl}/dev/mailbox`,
    '',
    '  Demo users',
    '    player@example.com      / player-password   (verified, RUB, balance 1000.00)',
    '    unverified@example.com  / player-password   (e-mail not verified)',
    '    admin@example.com       / admin-password    (admin)',
    '',
    '  Ctrl+C stops everything.',
    '',
  ];
  console.info(lines.join('\n'));
}

async function main(): Promise<void> {
  // npm start is the one way the development helpers (dev mailbox, simulate) are on without asking: DEV_ROUTES=false turns them off.
  process.env.DEV_ROUTES ??= 'true';
  if (spaPort === 0) spaPort = await freePort();
  const spaUrl = `http://${spaHost}:${spaPort}`;
  process.env.SPA_URL ??= spaUrl;
  const server = await startContractServer({ dataDir });
  let spa: Stoppable | undefined;
  let stopping = false;
  const stop = (code: number): void => {
    if (stopping) return;
    stopping = true;
    console.info('\nStopping…');
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    removeRunFile(dataDir);
    Promise.allSettled([spa?.close(), server.close()]).then(
      () => process.exit(code),
      () => process.exit(1),
    );
  };
  // Ctrl+C while the first build runs stops everything too; the file goes with any exit.
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  process.on('exit', () => removeRunFile(dataDir));

  // The SPA's /config.js follows the server actually started (API_PORT / REALTIME_PORT may be 0 or differ from the defaults).
  process.env.API_BASE_URL ??= `http://localhost:${server.apiPort}/api`;
  process.env.REALTIME_PORT = String(server.realtime.port);
  try {
    spa = prod ? await startProdServer() : await startDevServer();
    writeRunFile(dataDir, {
      pid: process.pid,
      api: { port: server.apiPort, url: process.env.API_BASE_URL },
      realtime: { port: server.realtime.port },
      spa: { port: spaPort, url: spaUrl },
    });
    if (!prod) console.info(`Building the SPA for ${spaUrl} (webpack dev server)…`);
    await servedAt(spaUrl);
  } catch (error) {
    console.error('npm start failed:', error instanceof Error ? error.message : error);
    stop(1);
    return;
  }
  printBanner(spaUrl, server.apiUrl, server.realtime.port);
}

main().catch((error: unknown) => {
  console.error('npm start failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
