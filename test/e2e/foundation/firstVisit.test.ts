/**
 * A guest's first visit as the user feels it: nothing on / or /games moves once painted (cumulative layout
 * shift 0, read from Chromium's layout-shift entries, on a phone, and for / at 1440 px), the first visit of / comes
 * without the validators of a player's own events, and a first visit of / or /games, at gzip -9, stays within the
 * budget (bench/first-visit.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { FIRST_VISIT_BUDGET_KB, firstVisit, isRealtimeClient } from '../../../bench/first-visit';
import { newContext, VIEWPORTS, withNewPage } from '../support/browser';
import { networkSettled } from '../support/networkSettled';
import { type Stack, startStack } from '../support/stack';
import { browser, setUpBrowserSuite, stack } from '../support/suite';

setUpBrowserSuite();

/** Sums every layout shift not caused by input, from the first paint on (buffered entries included). */
function recordLayoutShifts(): void {
  const target = window as unknown as { __layoutShifts: string[] };
  target.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map((source) =>
        source.node instanceof Element
          ? `${source.node.tagName} ${source.node.textContent?.slice(0, 40) ?? ''}`
          : 'text',
      );
      target.__layoutShifts.push(`${entry.value.toFixed(4)}: ${moved.join(' | ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The layout shifts `recordLayoutShifts` has seen on `page` so far. */
const layoutShiftsSeen = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __layoutShifts: string[] }).__layoutShifts);

/** The layout shifts of a first visit of `path`, each as «value: what moved». */
async function layoutShiftsOf(context: BrowserContext, path: string): Promise<string[]> {
  const page = await context.newPage();
  await page.addInitScript(recordLayoutShifts);
  await page.goto(`${stack.spaUrl}${path}`);
  // What the user waits for: the game cards, no loading skeleton left, the footer.
  await page.getByTestId('game-card').first().waitFor();
  await page.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null);
  await page.locator('footer').waitFor({ state: 'attached' });
  const shifts = await layoutShiftsSeen(page);
  await page.close();
  return shifts;
}

// Nothing moves once painted: the placeholders (jackpot tiles, card skeletons) have the size of what replaces them, and
// what replaces them is a new element, never a placeholder moved.
const pages: [string, string, { width: number; height: number }][] = [
  ['a phone', '/', VIEWPORTS.phone],
  ['a phone', '/games', VIEWPORTS.phone],
  ['1440 px', '/', VIEWPORTS.desktop],
  ['1440 px', '/games', VIEWPORTS.desktop],
];
test.each(pages)('on %s, nothing on %s moves after it is painted (CLS 0)', async (_name, path, viewport) => {
  const context = await newContext(browser, { viewport });
  try {
    expect(await layoutShiftsOf(context, path)).toEqual([]);
  } finally {
    await context.close();
  }
});

// On a wide screen the lobby's first page ends near the fold and the next one is asked for at once. Held until the first
// page is on screen, its arrival must not move anything in view (its cards take the places of the placeholders).
test("on 1440 px, the lobby's next page arriving after the first is painted moves nothing", async () => {
  await withNewPage(browser, { viewport: VIEWPORTS.desktop }, async (page) => {
    await page.addInitScript(recordLayoutShifts);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const nextPageAsked = new Promise<void>((resolve) => {
      void page.route(/\/api\/games\?(.*&)?page=2(&|$)/, async (route) => {
        resolve();
        await released;
        await route.continue();
      });
    });
    const pagesAsked: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/api/games')) pagesAsked.push(Number(url.searchParams.get('page')));
    });
    await page.goto(`${stack.spaUrl}/games`);
    await page.getByTestId('game-card').first().waitFor();
    await nextPageAsked;
    const firstPage = await page.getByTestId('game-card').count();
    release();
    await page.getByTestId('game-card').nth(firstPage).waitFor();
    await page.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null);
    expect(await layoutShiftsSeen(page)).toEqual([]);
    // Pages are asked for as their places near the screen, not all at once while the grid is still being drawn.
    expect(Math.max(...pagesAsked)).toBeLessThanOrEqual(4);
  });
});

// A first visit asks for its first screen's lists as soon as the screen's chunk is here (its `prefetch`), and the
// screen then finds them in the cache: each list is asked for once, never again by the screen's own hooks.
test.each([
  ['/', /\/api\/games\?sort=popular&per_page=12&page=1$/],
  ['/games?sort=new', /\/api\/games\?sort=new&page=1&per_page=24$/],
])('a first visit of %s asks for its first list once', async (path, firstList) => {
  await withNewPage(browser, { viewport: VIEWPORTS.phone }, async (page) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
    });
    await page.goto(`${stack.spaUrl}${path}`);
    await page.getByTestId('game-card').first().waitFor();
    await networkSettled(page);
    // The list on screen, once: a prefetch with other arguments than the screen's would show as a second list.
    const lists = asked.filter((url) => new URL(url).pathname === '/api/games');
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatch(firstList);
    expect(asked.filter((url, index) => asked.indexOf(url) !== index)).toEqual([]);
  });
});

// The page's answer names the chunks its screen needs (a `Link` header, scripts/preloadManifest.ts): on a slow line the
// browser fetches them while the entry's scripts are still coming, instead of after those have run, and uses what it
// fetched (each file once).
test.each(['/', '/games', '/v1/games'])(
  'a first visit of %s fetches its screen beside the entry scripts, each file once',
  async (path) => {
    const context = await newContext(browser, { viewport: VIEWPORTS.phone });
    try {
      const page = await context.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 100,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      const started = new Map<string, number[]>();
      let entryDone = Infinity;
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        started.set(pathname, [...(started.get(pathname) ?? []), Date.now()]);
      });
      page.on('requestfinished', (request) => {
        if (/^\/assets\/main\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) entryDone = Date.now();
      });
      const response = await page.goto(`${stack.spaUrl}${path}`);
      const announced = [...(response?.headers().link ?? '').matchAll(/<([^>]+)>; rel=preload; as=script/g)].map(
        (match) => match[1] as string,
      );
      expect(announced.some((file) => /\/screen-(home|games)\.[0-9a-f]+\.js$/.test(file))).toBe(true);
      if (path.startsWith('/v1'))
        expect(announced.some((file) => /\/compact-layout\.[0-9a-f]+\.js$/.test(file))).toBe(true);
      await page.getByTestId('game-card').first().waitFor();
      for (const file of announced) {
        expect({ file, requests: started.get(file)?.length }).toEqual({ file, requests: 1 });
        expect((started.get(file)?.[0] ?? Infinity) < entryDone).toBe(true);
      }
    } finally {
      await context.close();
    }
  },
);

// The compact layout is a chunk of its own: a first visit of /v1 waits for it, so the first thing painted is the layout
// (header, bottom navigation), never a bare spinner in its place.
test('the first paint of /v1 on a phone is its layout, not a spinner', async () => {
  await withNewPage(browser, { viewport: VIEWPORTS.phone }, async (page) => {
    await page.addInitScript(() => {
      const target = window as unknown as { __bareSpinner: boolean };
      target.__bareSpinner = false;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (root?.querySelector('[role="progressbar"]') && !root.querySelector('[data-layout]'))
          target.__bareSpinner = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${stack.spaUrl}/v1`);
    await page.locator('[data-layout="v1-default"]').waitFor();
    await page.getByTestId('game-card').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __bareSpinner: boolean }).__bareSpinner)).toBe(false);
  });
});

// A guest listens to `common` only: the realtime client comes with the first visit of /, the validators of a player's
// own events (a chunk of the build) do not. The download budget itself is the gzip -9 one below: measured from dist/,
// it does not depend on whether the build precompressed its files (the test build does not).
test("a first visit of / fetches the realtime client but never the user channel's validators", async () => {
  const files = await firstVisit(browser, `${stack.spaUrl}/`);
  // The page's own screen was fetched (the count is of a visit that showed the home page).
  expect(files.length).toBeGreaterThan(4);
  const userValidators = /^realtime-user\.[0-9a-f]+\.js$/;
  expect(
    fs.readdirSync(path.resolve(__dirname, '../../../dist/assets')).filter((file) => userValidators.test(file)),
  ).toHaveLength(1);
  const paths = files.map((file) => file.path);
  expect(paths.filter(isRealtimeClient)).toHaveLength(2);
  expect(paths.filter((file) => userValidators.test(path.basename(file)))).toEqual([]);
});

// The goal: everything a first visit fetches, the realtime client included, within the budget as gzip -9 (each JS and CSS
// file the browser fetched, compressed by zlib at level 9 from dist/: the unit does not depend on how the server
// compresses), fetched as a player's browser does: the production configuration, without the DevTools endpoints that
// the test configuration adds. Raise it only with a reason in the commit.

describe('in the production configuration', () => {
  let production: Stack;
  beforeAll(async () => {
    production = await startStack({ config: { environment: 'production' } });
  });
  afterAll(async () => {
    await production?.close();
  });

  test.each(['/', '/games'])(
    `a first visit of %s downloads at most ${FIRST_VISIT_BUDGET_KB} KB of JS and CSS as gzip -9, the realtime client included`,
    async (page) => {
      const files = await firstVisit(browser, `${production.spaUrl}${page}`, { acceptEncoding: 'gzip' });
      expect(files.length).toBeGreaterThan(4);
      // Every file came compressed, as gzip: a file sent plain would count its full size.
      expect(files.filter((file) => file.encoding !== 'gzip').map((file) => file.path)).toEqual([]);
      expect(files.map((file) => file.path).filter(isRealtimeClient)).toHaveLength(2);
      // Every file is the build's own (a file not in dist/ would have no gzip -9 size).
      expect(files.filter((file) => file.gzip9 === null).map((file) => file.path)).toEqual([]);
      const gzip9 = files.reduce((sum, file) => sum + (file.gzip9 ?? 0), 0);
      // Over budget, the list says whether the build grew or the visit fetched a file it should not have.
      if (gzip9 / 1024 > FIRST_VISIT_BUDGET_KB)
        console.error(`${page}:\n${files.map((file) => `${file.gzip9 ?? '?'} ${file.path}`).join('\n')}`);
      expect(gzip9 / 1024).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_KB);
    },
  );
});
