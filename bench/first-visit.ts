/**
 * First visit: the JS and CSS bytes a guest's browser downloads for `/` and `/games`, counted in Chromium until the
 * network is idle (fresh browser context, so a cold cache), against the production server (`scripts/serveSpa.ts`)
 * and a real contract server. `/config.js` is left out: it is the run-time configuration, not code.
 * Each page is visited twice per run: once as Chromium asks (it reads brotli, so the server sends `.br` files) and
 * once as a browser that reads gzip only (the budget's unit: the server sends its `.gz` files). A file's body size is
 * Chromium's `Network.loadingFinished.encodedDataLength` minus the response headers; "with headers" adds them back.
 * Each file gzipped by zlib at level 9 from dist/ is printed too, for comparison with a server that compresses on
 * the fly.
 * Budget: 210 KB at gzip -9 for everything a first visit fetches (the target of the code-splitting work); the
 * figures are also given without the realtime client's scripts (laravel-echo, pusher-js in the socket worker), which load once
 * the page is interactive but still before the network is idle. "Idle": Playwright's `networkidle`, then
 * the page shows no loading skeleton and no request started or ended for a second (a loaded machine can
 * leave the network quiet for 500 ms between two scripts).
 * Needs `npm run build` first. Alone: `npx tsx bench/first-visit.ts` (RUNS=5 for more runs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Request } from 'playwright-core';
import {
  DIST,
  gzip9Of,
  SHARED_WORKER_SCRIPT,
  sharedWorkerScripts,
  workerScripts,
  type FetchedFile,
} from './firstVisitFiles';

export type { FetchedFile };
import { launchBrowser, newContext } from '../test/e2e/support/browser';
import { startStack } from '../test/e2e/support/stack';
import { median, runAlone, type BenchRow } from './benchKit';
import { contentsOf, readChunkMap, routeChunksOver, ROUTE_CHUNK_LIMIT_KB } from './bundle';

/**
 * The first visit's budget, gzip -9 (test/e2e/foundation/firstVisit.test.ts holds it): the goal, 210 KB.
 * docs/performance.md says what took it where.
 */
export const FIRST_VISIT_BUDGET_KB = 210;
export const PAGES = ['/', '/games'] as const;
/** The network counts as idle after this long without a request starting or ending. */
const QUIET_MS = 1000;
const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

/**
 * Loads `url` in a fresh context and returns every JS/CSS file fetched until the network is idle (config.js excluded).
 * `acceptEncoding` replaces the browser's own list (`gzip, deflate, br, zstd`): `'gzip'` is a browser that reads gzip only.
 */
export async function firstVisit(
  browser: Browser,
  url: string,
  { acceptEncoding }: { acceptEncoding?: string } = {},
): Promise<FetchedFile[]> {
  const context = await newContext(
    browser,
    acceptEncoding ? { extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding } } : {},
  );
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const responses = new Map<string, { url: string; type: string; headerBytes: number; encoding: string }>();
    const finished: { requestId: string; bytes: number }[] = [];
    cdp.on('Network.responseReceived', (event) => {
      const encoding =
        Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? '';
      responses.set(event.requestId, {
        url: event.response.url,
        type: event.type,
        headerBytes: event.response.encodedDataLength,
        encoding,
      });
    });
    // The page's requests still open, by DevTools request id (a redirect continues the same request).
    const inFlight = new Map<string, string>();
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      // The shared socket worker's script is counted below, from the worker's target: its fetch never ends here.
      if (SHARED_WORKER_SCRIPT.test(event.request.url)) return;
      inFlight.set(event.requestId, event.request.url);
      lastActivity = Date.now();
    });
    const settled = (event: { requestId: string }): void => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
    };
    cdp.on('Network.loadingFailed', settled);
    cdp.on('Network.loadingFinished', (event) => {
      settled(event);
      finished.push({ requestId: event.requestId, bytes: event.encodedDataLength });
    });
    // A worker's own script (the socket worker) is fetched for the worker's DevTools target, which the page's
    // session does not see; Playwright's request events see every request of the context.
    const contextRequests: Request[] = [];
    let contextInFlight = 0;
    context.on('request', (request) => {
      if (SHARED_WORKER_SCRIPT.test(request.url())) return;
      contextInFlight += 1;
      lastActivity = Date.now();
    });
    const contextSettled = (request: Request): void => {
      if (SHARED_WORKER_SCRIPT.test(request.url())) return;
      contextInFlight = Math.max(0, contextInFlight - 1);
      lastActivity = Date.now();
      contextRequests.push(request);
      // The page's session sees a worker's script leave but never arrive (that goes to the worker's own target):
      // Playwright's event closes it, or the wait below would always run to its deadline.
      const pageRequest = [...inFlight].find(([, requestUrl]) => requestUrl === request.url());
      if (pageRequest) inFlight.delete(pageRequest[0]);
    };
    context.on('requestfinished', contextSettled);
    context.on('requestfailed', contextSettled);
    await cdp.send('Network.enable');
    // Not `networkidle`: Playwright sees the shared socket worker's script leave but never arrive. The quiet wait below
    // does the same job without it.
    await page.goto(url);
    // On a busy machine a long script can leave the network quiet for 500 ms before the page has asked for
    // its screen: wait until the page shows content (no loading skeleton) and nothing moved for a second.
    await page
      .waitForFunction(
        () => document.querySelector('main') !== null && document.querySelector('main [aria-busy="true"]') === null,
        undefined,
        { timeout: 20_000 },
      )
      .catch(() => undefined);
    const deadline = Date.now() + 20_000;
    while ((inFlight.size > 0 || contextInFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline)
      await page.waitForTimeout(100);

    const origin = new URL(url).origin;
    const files: FetchedFile[] = [];
    for (const { requestId, bytes } of finished) {
      const response = responses.get(requestId);
      if (!response) continue;
      const type = response.type === 'Script' ? 'js' : response.type === 'Stylesheet' ? 'css' : null;
      const { pathname } = new URL(response.url);
      if (!type || pathname === '/config.js') continue;
      files.push({
        path: new URL(response.url).origin === origin ? pathname : response.url,
        type,
        transferred: bytes,
        body: Math.max(0, bytes - response.headerBytes),
        encoding: response.encoding,
        gzip9: new URL(response.url).origin === origin ? gzip9Of(pathname) : null,
      });
    }
    files.push(...(await workerScripts(contextRequests, new Set([...responses.values()].map((r) => r.url)), origin)));
    files.push(...(await sharedWorkerScripts(cdp, files, origin, acceptEncoding)));
    return files.sort((a, b) => b.transferred - a.transferred);
  } finally {
    await context.close();
  }
}

/**
 * True for the realtime client's scripts, which load after the page is interactive: the `realtime` chunk (laravel-echo,
 * the socket worker's stand-in, the payload validators) and the socket worker's own script (`realtime-socket`, pusher-js).
 */
export function isRealtimeClient(urlPath: string): boolean {
  return /^\/assets\/realtime(-socket)?\.[0-9a-f]+\.js$/.test(urlPath);
}

const total = (files: FetchedFile[], pick: (file: FetchedFile) => number | null): number =>
  files.reduce((sum, file) => sum + (pick(file) ?? 0), 0);

/** Prints one visit's files with what each is made of (from the build's chunk map). */
function printVisit(page: string, files: FetchedFile[]): void {
  const map = readChunkMap();
  console.info(`  first visit of ${page}: ${files.length} JS/CSS files`);
  console.info(
    `    ${'file'.padEnd(34)} ${'sent KB'.padStart(7)} ${'body KB'.padStart(7)} ${'gzip-9'.padStart(6)}  ${'encoding'.padEnd(8)}  made of (share of source)`,
  );
  for (const file of files) {
    const gz = file.gzip9 === null ? '-' : String(kb(file.gzip9));
    const contents = contentsOf(file.path.replace(/^\//, ''), map, 5);
    const sizes = [kb(file.transferred), kb(file.body)].map((size) => String(size).padStart(7)).join(' ');
    const encoding = (file.encoding || 'identity').padEnd(8);
    console.info(`    ${file.path.padEnd(34)} ${sizes} ${gz.padStart(6)}  ${encoding}  ${contents}`);
  }
}

/** Measures `/` and `/games` RUNS times each (default 3) and reports the medians. */
export async function run(): Promise<BenchRow[]> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('no dist/: run `npm run build` first');
  const runs = Math.max(1, Number(process.env.RUNS ?? 3));
  const [load1, load5] = os.loadavg();
  console.info(`  load average before: ${load1?.toFixed(2)} ${load5?.toFixed(2)} on ${os.cpus().length} cores`);
  // What a player gets: the production configuration (no DevTools, so no support-mode endpoints chunk).
  const stack = await startStack({ config: { environment: 'production' } });
  const browser = await launchBrowser();
  const rows: BenchRow[] = [];
  try {
    for (const page of PAGES) {
      const visits: FetchedFile[][] = [];
      const gzipVisits: FetchedFile[][] = [];
      for (let i = 0; i < runs; i += 1) {
        visits.push(await firstVisit(browser, `${stack.spaUrl}${page}`));
        gzipVisits.push(await firstVisit(browser, `${stack.spaUrl}${page}`, { acceptEncoding: 'gzip' }));
      }
      printVisit(page, gzipVisits[0] ?? []);
      // A file the server did not send as gzip counts nothing here; its own row below says how many there were.
      const gzipBody = (file: FetchedFile): number | null => (file.encoding === 'gzip' ? file.body : null);
      const gzipBodies = median(gzipVisits.map((files) => total(files, gzipBody)));
      const gzip9Total = median(gzipVisits.map((files) => total(files, (f) => f.gzip9)));
      const withoutRealtime = gzipVisits.map((files) => files.filter((file) => !isRealtimeClient(file.path)));
      rows.push(
        { name: `first visit ${page}: JS+CSS downloaded, gzip (median of ${runs})`, value: kb(gzipBodies), unit: 'KB' },
        {
          name: `first visit ${page}: gzip -9 share of the ${FIRST_VISIT_BUDGET_KB} KB budget`,
          value: Math.round((gzip9Total / 1024 / FIRST_VISIT_BUDGET_KB) * 100),
          unit: '%',
        },
        {
          name: `first visit ${page}: files not sent as gzip to a gzip-only browser`,
          value: median(gzipVisits.map((files) => files.filter((f) => f.encoding !== 'gzip').length)),
          unit: 'files',
        },
        {
          name: `first visit ${page}: the same with response headers, gzip`,
          value: kb(median(gzipVisits.map((files) => total(files, (f) => f.transferred)))),
          unit: 'KB',
        },
        {
          name: `first visit ${page}: JS+CSS transferred as Chromium asks (brotli), with headers`,
          value: kb(median(visits.map((files) => total(files, (f) => f.transferred)))),
          unit: 'KB',
        },
        {
          name: `first visit ${page}: the same files at zlib's gzip -9 (the budget's unit)`,
          value: kb(gzip9Total),
          unit: 'KB',
        },
        {
          name: `first visit ${page}: without the realtime client, gzip`,
          value: kb(median(withoutRealtime.map((files) => total(files, gzipBody)))),
          unit: 'KB',
        },
        {
          name: `first visit ${page}: JS+CSS files`,
          value: median(visits.map((files) => files.length)),
          unit: 'files',
        },
      );
    }
  } finally {
    await browser.close();
    await stack.close();
  }
  const over = routeChunksOver(ROUTE_CHUNK_LIMIT_KB);
  console.info(`  async chunks over ${ROUTE_CHUNK_LIMIT_KB} KB gzip: ${over.length === 0 ? 'none' : ''}`);
  for (const chunk of over)
    console.info(`    ${chunk.file} ${chunk.gzipKb} KB, loaded by ${chunk.requests.join(', ')}`);
  rows.push({ name: `route chunks over ${ROUTE_CHUNK_LIMIT_KB} KB gzip`, value: over.length, unit: 'chunks' });
  return rows;
}

if (require.main === module) runAlone(run);
