/**
 * Visits of every route of both generations (from src/routes/routeTable.ts) for one user at one width, moving from one
 * to the next inside the running SPA: the page ends where it should (redirects, guards), its main landmark shows real
 * content and no error view, the screen's content never runs off the side (and at 360 px the page is no wider than
 * the window), the catalogue routes show what the API answered and react as a visitor expects
 * (catalogueContent.ts), a screenshot is saved, and axe-core (at 1440, and at 360 on the catalogue routes) finds no
 * serious or critical violation. Used by allRoutesGuest.test.ts and allRoutesPlayer.test.ts (two files, so two test
 * workers share the work).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { isRedirect, routeTable, type RouteDef } from '../../../src/routes/routeTable';
import { animationsSettled, seriousAxeViolations } from './axe';
import { catalogueChecks, checkContent, loadCatalogueFacts, type CatalogueFacts } from './catalogueContent';
import { apiJson } from './api';
import { screenshot, VIEWPORTS } from './browser';
import { browser, offlineContext, stack } from './suite';
import { DEMO, navigateInApp, putAuthCookie } from './ui';

export type Who = 'guest' | 'player';
export type Width = keyof typeof VIEWPORTS;

interface Visit {
  route: RouteDef;
  path: string;
  /** Where the visit must end: exact pathname, or a predicate on the URL. */
  expectPath: (url: URL) => boolean;
  /** The error/404 view is the expected content (the admin-only support pages, for guests and players). */
  expectError?: boolean;
}

let params: Record<'provider' | 'tag' | 'tournament' | 'jackpot' | 'code' | 'game', string>;
let facts: CatalogueFacts;
/** The routes whose content check ran in this sweep: every catalogue route must be among them. */
const contentChecked = new Set<string>();
const failures: string[] = [];
/** Pages already checked by axe, per user and width: a redirect or guard that lands on a checked page is not re-scanned. */
const axeChecked = new Set<string>();

/** Registers the suite's hooks: real route parameters from the server first. */
export function setUpRouteVisits(): void {
  beforeAll(async () => {
    const token = await stack.server.signInAs('player');
    const me = await apiJson<{ user: { referral_code?: string } }>(stack.apiUrl, '/auth/user', token);
    facts = await loadCatalogueFacts();
    params = {
      provider: facts.providers[0]?.slug ?? 'unknown',
      tag: facts.tags[0]?.slug ?? 'unknown',
      tournament: String(facts.tournament.tournament.id),
      jackpot: String(facts.jackpots[0]?.id ?? 1),
      code: me.user.referral_code ?? 'UNKNOWN1',
      game: facts.popular[0]?.slug ?? 'unknown',
    };
  });
}

/** The concrete path of a route (route parameters filled with real server data). */
function concretePath(route: RouteDef): string {
  return route.path
    .replace(
      ':id',
      route.path.includes('manufactured-by')
        ? params.provider
        : route.path.includes('tagged')
          ? params.tag
          : route.path.includes('tournaments')
            ? params.tournament
            : route.path.includes('jackpots')
              ? params.jackpot
              : 'flow-1',
    )
    .replace(':code', params.code)
    .replace(':slug', params.game);
}

/** Where a visit of this route by this user must end. */
function plan(route: RouteDef, who: Who): Visit {
  const path = concretePath(route);
  const v1 = path === '/v1' || path.startsWith('/v1/');
  const at = (expected: string) => (url: URL) => url.pathname === expected;
  if (isRedirect(route)) return { route, path, expectPath: at(route.redirectTo) };
  // The support tools are for administrators: guests and players get the 404 page there.
  if (route.path.startsWith('/support/')) return { route, path, expectPath: at(path), expectError: true };
  if (who === 'guest') {
    if (route.middleware === 'auth') return { route, path, expectPath: at(v1 ? '/v1/sign-in' : '/sign-in') };
    if (route.screen === 'referral') return { route, path, expectPath: at(v1 ? '/v1/sign-up' : '/sign-up') };
    return { route, path, expectPath: at(path) };
  }
  // A signed-in player is sent home, staying in the compact set when they came from it.
  if (route.middleware === 'guest') return { route, path, expectPath: at(v1 ? '/v1' : '/') };
  // A verified player has nothing to do on /verify-email.
  if (route.screen === 'verifyEmail') return { route, path, expectPath: at(v1 ? '/v1' : '/') };
  return { route, path, expectPath: at(path) };
}

/** Waits until the main landmark has rendered more than a spinner or skeletons (or gives up after a while). */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const main = document.querySelector('main');
        if (main === null) return false;
        // The landmark shows the page the address bar names (the layouts write it once the new screen is committed).
        const current = main.getAttribute('data-path') === window.location.pathname;
        // Busy: a region marked so, a spinner, or a skeleton standing in for content. The placeholders of a list's
        // next page (hidden from assistive technology) stay until the reader scrolls to them and do not count.
        const busy = document.querySelector(
          'main [aria-busy="true"], main [role="progressbar"]:not([aria-valuenow]), main [data-skeleton]:not([aria-hidden="true"] *)',
        );
        return current && busy === null && (main.textContent ?? '').trim().length > 40;
      },
      undefined,
      { timeout: 8000, polling: 100 },
    )
    .catch(() => undefined);
  // Dialogs and drawers fading in must have ended before the screenshot and the scan.
  await animationsSettled(page);
}

/**
 * Opens a path. The first visit loads the page; later ones navigate inside the running SPA (as a click on a
 * link would), which is what users do and keeps this test fast: the app boots once per user and width.
 */
async function open(page: Page, path: string, firstVisit: boolean): Promise<void> {
  if (firstVisit) await page.goto(`${stack.spaUrl}${path}`);
  else await navigateInApp(page, path);
}

/** Visits one route and records what is wrong with it (instead of stopping at the first problem). */
async function check(
  page: Page,
  visit: Visit,
  who: Who,
  width: Width,
  runAxe: boolean,
  firstVisit: boolean,
): Promise<void> {
  const label = `${who} ${width} ${visit.route.name} (${visit.path})`;
  const pageErrors: string[] = [];
  const onError = (error: Error) => pageErrors.push(error.message);
  page.on('pageerror', onError);
  try {
    await open(page, visit.path, firstVisit);
    await page.waitForURL(visit.expectPath, { timeout: 5000, waitUntil: 'commit' }).catch(() => undefined);
    await settle(page);
    const url = new URL(page.url());
    if (!visit.expectPath(url)) failures.push(`${label}: ended at ${url.pathname}${url.search}`);
    const main = page.locator('main').first();
    const text = ((await main.textContent().catch(() => '')) ?? '').replace(/\s+/g, ' ').trim();
    if (text.length <= 40) failures.push(`${label}: the main landmark has almost no text (${JSON.stringify(text)})`);
    const errorViews = await page.locator('[data-testid="error-page"], [data-testid="not-found-page"]').count();
    if (errorViews > 0 && !visit.expectError) failures.push(`${label}: shows an error view`);
    const content = visit.expectPath(url) ? catalogueChecks[visit.route.name] : undefined;
    if (content) {
      contentChecked.add(visit.route.name);
      await checkContent(page, content, who, facts).catch((error: unknown) => {
        failures.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      });
    }
    // The screen's own content never runs off the side (rows meant to scroll sideways scroll inside themselves).
    const mainOverflow = await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      return main.scrollWidth - main.clientWidth;
    });
    if (mainOverflow > 0) failures.push(`${label}: the main landmark's content is ${mainOverflow}px too wide`);
    if (width === 'phone') {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      // A page wider than the phone scrolls sideways: a user sees it cut off, so it fails like any other defect.
      if (overflow > 0) failures.push(`${label}: the page is ${overflow}px wider than 360 px (it scrolls sideways)`);
    }
    if (pageErrors.length > 0) failures.push(`${label}: page errors: ${pageErrors.join(' | ')}`);
    // The visible viewport is enough to judge the layout, and much faster than a full-page capture.
    await screenshot(page, `routes-${who}-${width}-${visit.route.name}`, { fullPage: false });
    const axeKey = `${who} ${width} ${url.pathname}`;
    if ((runAxe || content) && !axeChecked.has(axeKey)) {
      axeChecked.add(axeKey);
      for (const violation of await seriousAxeViolations(page)) failures.push(`${label}: ${violation}`);
    }
  } catch (error) {
    failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    page.off('pageerror', onError);
  }
}

/** Visits every route for one user at one width and fails with the full list of problems found. */
export async function visitAll(context: BrowserContext, who: Who, width: Width): Promise<void> {
  failures.length = 0;
  contentChecked.clear();
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORTS[width]);
  let first = true;
  for (const route of routeTable) {
    await check(page, plan(route, who), who, width, width === 'desktop', first);
    first = false;
  }
  await page.close();
  expect(failures).toEqual([]);
  expect([...contentChecked].sort()).toEqual(Object.keys(catalogueChecks).sort());
}

/**
 * Registers the sweep of one user: every route at 1440 px, then at 360 px, in one context of its own kept offline
 * beyond localhost (the player signed in by cookie). The file calls setUpBrowserSuite() and setUpRouteVisits() first.
 */
export function describeRouteVisits(who: Who): void {
  describe(`every route as ${who === 'guest' ? 'a guest' : DEMO.player.email}`, () => {
    let visitor: BrowserContext;
    beforeAll(async () => {
      visitor = await offlineContext(browser);
      if (who === 'player') await putAuthCookie(visitor, stack);
    });
    afterAll(async () => visitor?.close());

    it('at 1440 px', async () => visitAll(visitor, who, 'desktop'));
    it('at 360 px', async () => visitAll(visitor, who, 'phone'));
  });
}
