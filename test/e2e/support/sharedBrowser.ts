/**
 * One Chromium for the whole browser-test run: the e2e project's global set-up starts it as a Playwright browser
 * server, and each test file connects to it instead of launching its own (a launch costs about a second of CPU and
 * two or three seconds of waiting, per file). A connection sees only the contexts it made, and closing it closes only
 * those, so test files stay as isolated as they were with a browser each.
 */
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser } from './browser';

/** Where the global set-up leaves the shared browser's address for the test workers. */
export const SHARED_BROWSER_ENV = 'E2E_BROWSER_WS_ENDPOINT';

/** Starts the shared browser (global set-up) and publishes its address to the workers started after it. */
export async function startSharedBrowser(): Promise<BrowserServer> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  process.env[SHARED_BROWSER_ENV] = server.wsEndpoint();
  return server;
}

/**
 * A browser for one test file: a connection to the run's shared Chromium, or a Chromium of its own when the run has
 * none (a config without the shared browser, or `E2E_OWN_BROWSER=1`). Close it as usual when the file is done.
 */
export function connectBrowser(): Promise<Browser> {
  const endpoint = process.env[SHARED_BROWSER_ENV];
  if (!endpoint || process.env.E2E_OWN_BROWSER === '1') return launchBrowser();
  return chromium.connect(endpoint);
}
