import type { Page, Request } from 'playwright-core';

/**
 * The shared socket worker's script (`src/realtime/socketWorker`): Chromium fetches it for the SharedWorker, and
 * Playwright reports the request but never its end, so the page's `networkidle` would never come.
 */
export const SHARED_WORKER_SCRIPT = /\/assets\/realtime-socket\.[^/]*\.js$/;

/**
 * Waits until the page has had no request in flight for `quietMs` (the way `networkidle` waits), leaving the shared
 * socket worker's script out. Requests already finished before the call do not matter; later ones are awaited.
 */
export async function networkSettled(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request): void => {
    if (SHARED_WORKER_SCRIPT.test(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request): void => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`the network did not settle: ${[...inFlight].map((r) => r.url())}`);
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
