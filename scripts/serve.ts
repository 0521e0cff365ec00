/**
 * `npm run serve`: serves dist/ with /config.js from the environment (variables in README.md and
 * docs/serving.md). `--print-config` / `--print-headers` print what it would send, for a deployment
 * where another web server serves dist/.
 */
import { parseConfig } from '../src/config/appConfig';
import { renderConfigScript, runtimeConfigFromEnv } from './runtimeConfig';
import { startSpaServer } from './serveSpa';
import { COMMON_HEADERS, cspOptionsFromEnv, pageHeaders, TELEGRAM_LOGIN_PAGE } from './spaHeaders';

async function main(): Promise<void> {
  const config = runtimeConfigFromEnv(process.env);
  parseConfig(config); // a wrong value stops the server here, not in every visitor's browser
  if (process.argv.includes('--print-config')) {
    process.stdout.write(renderConfigScript(config));
    return;
  }
  if (process.argv.includes('--print-headers')) {
    const csp = cspOptionsFromEnv(process.env);
    for (const [page, pathname] of [
      ['pages', '/'],
      ['/v1 pages', '/v1'],
      ['the Telegram Login Widget page', TELEGRAM_LOGIN_PAGE],
    ] as const) {
      console.info(`# ${page}`);
      for (const [name, value] of Object.entries({ ...COMMON_HEADERS, ...pageHeaders(config, pathname, csp) }))
        console.info(`${name}: ${value}`);
    }
    return;
  }
  const port = Number(process.env.SPA_PORT ?? 8080);
  const host = process.env.SPA_HOST ?? 'localhost';
  const spa = await startSpaServer({
    port,
    host,
    distDir: process.env.SPA_DIST_DIR,
    config,
    csp: cspOptionsFromEnv(process.env),
  });
  console.info(`SPA (production build) at ${spa.url}, API ${config.apiBaseUrl}`);
  const stop = (): void => {
    spa.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('npm run serve failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
