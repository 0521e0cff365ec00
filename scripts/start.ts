/**
 * `npm start`: the whole product on one machine with demo data — the contract server (REST API on 8000,
 * realtime on 8002, SQLite in ./data, seeded on first start) and the SPA on 8080 (webpack dev server,
 * or with `--prod` the production build served by scripts/serveSpa.ts, as `npm run serve` does).
 * Prints the addresses and the demo users; Ctrl+C stops everything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { startContractServer } from '../server/app';
import { runtimeConfigFromEnv } from './runtimeConfig';
import { startSpaServer } from './serveSpa';
import { cspOptionsFromEnv } from './spaHeaders';

const root = path.resolve(__dirname, '..');
const prod = process.argv.includes('--prod');
const spaPort = Number(process.env.SPA_PORT ?? 8080);
const spaHost = process.env.SPA_HOST ?? 'localhost';

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

function printBanner(apiUrl: string, realtimePort: number): void {
  const spa = `http://${spaHost}:${spaPort}`;
  const lines = [
    '',
    '  Games site is running',
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
  const server = await startContractServer({ dataDir: process.env.DATA_DIR ?? path.join(root, 'data') });
  // The SPA's /config.js follows the server actually started (API_PORT / REALTIME_PORT may differ from the defaults).
  process.env.API_BASE_URL ??= `http://localhost:${server.apiPort}/api`;
  process.env.REALTIME_PORT ??= String(server.realtime.port);
  let spa: Stoppable;
  try {
    spa = prod ? await startProdServer() : await startDevServer();
  } catch (error) {
    await server.close();
    throw error;
  }
  printBanner(server.apiUrl, server.realtime.port);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    console.info('\nStopping…');
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    Promise.allSettled([spa.close(), server.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('npm start failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
