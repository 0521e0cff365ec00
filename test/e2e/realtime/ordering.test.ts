/**
 * The ordering rule in a real browser (production build, real contract and realtime servers, pushes published with
 * the official `pusher` SDK): a REST answer held in flight while a push lands is released afterwards, and the pushed
 * value stays on screen, for the first GET /jackpots of a guest. (A reconnect no longer re-fetches the user: the
 * player's missed pushes are recovered instead, docs/realtime-recovery.md.)
 */
import type { Page, Request, Route } from 'playwright-core';
import { formatMoney } from '@/ui/format';
import { newContext } from '../support/browser';
import { waitUntil } from '../support/realtimeStack';
import { browser, setUpRealtimeBrowserSuite, stack } from '../support/realtimeSuite';

jest.setTimeout(120_000);

setUpRealtimeBrowserSuite();

/** One request held after the server answered it: `release()` hands the (by then older) answer to the page. */
interface HeldAnswer {
  request: Request;
  body: string;
  release(): Promise<void>;
}

/**
 * Holds the first request of `page` to a path ending in `path` (answered by the server at once, delivered only on
 * release); `armed()` says when to start holding, so earlier requests pass.
 */
async function holdNext(
  page: Page,
  path: string,
  armed: () => boolean = () => true,
): Promise<{ held: Promise<HeldAnswer> }> {
  let taken = false;
  let resolveHeld: (held: HeldAnswer) => void = () => undefined;
  const held = new Promise<HeldAnswer>((resolve) => {
    resolveHeld = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith(path),
    async (route: Route) => {
      if (taken || !armed() || route.request().method() !== 'GET') return route.continue();
      taken = true;
      const response = await route.fetch();
      const body = await response.text();
      resolveHeld({
        request: route.request(),
        body,
        async release() {
          const finished = page.waitForEvent('requestfinished', (r) => r === route.request());
          await route.fulfill({ response, body });
          await finished;
          // Let the answer's action reach the store and React paint twice.
          await page.evaluate(
            () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
          );
        },
      });
    },
  );
  // Wrapped: an async function returning the promise itself would wait for it.
  return { held };
}

const shows = (page: Page, testId: string, text: string) =>
  page.waitForFunction(
    ([id, t]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.includes(t) ?? false,
    [testId, text] as const,
    { timeout: 5000 },
  );

test('a JackpotsUpdated push that lands while the first GET /jackpots is in flight stays when that older answer arrives', async () => {
  const page = await (await newContext(browser)).newPage();
  // Every GET /jackpots the page sends: the test is about the one held; a second (a re-sync after a reconnect) would
  // rightly win and is reported as such.
  const jackpotRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/api/jackpots')) jackpotRequests.push(request.method());
  });
  const { held } = await holdNext(page, '/api/jackpots');
  await page.goto(stack.spaUrl);
  const answer = await held;
  const answered = JSON.parse(answer.body) as { amount: string; currency_code: string }[];
  expect(answered.length).toBeGreaterThan(0);

  await page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor();
  await waitUntil('common subscribed', () => stack.subscriptions('common') > 0);
  const pushed = { id: 1, name: 'Mega', amount: '7654321.09', currency_code: 'USD' };
  await stack.pusher.trigger('common', 'JackpotsUpdated', { jackpots: [pushed] });
  await shows(page, 'jackpot-ticker', formatMoney(pushed.amount, pushed.currency_code));

  await answer.release();
  const ticker = (await page.getByTestId('jackpot-ticker').textContent()) ?? '';
  expect({ jackpotRequests }).toEqual({ jackpotRequests: ['GET'] });
  expect(ticker).toContain(formatMoney(pushed.amount, pushed.currency_code));
  for (const jackpot of answered) expect(ticker).not.toContain(formatMoney(jackpot.amount, jackpot.currency_code));
  await page.context().close();
});
