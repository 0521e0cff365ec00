/**
 * The real production build in Chromium under the Content-Security-Policy the SPA server sends (scripts/serveSpa.ts):
 * home, the catalogue, sign-in with live updates, the embedded slot and the Mini App pages run without a violation.
 */
import type { Browser, Page } from 'playwright-core';
import { newContext, screenshot, VIEWPORTS } from '../support/browser';
import { connectBrowser } from '../support/sharedBrowser';
import { type Stack, startStack } from '../support/stack';
import { DEMO, signInThroughUi } from '../support/ui';

describe('the real build in Chromium under its Content-Security-Policy', () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    // A bot name turns on the Telegram parts of the policy, as in production.
    stack = await startStack({ config: { telegramBotName: 'games_bot' } });
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  /** A fresh page that records every CSP violation (the event, and Chromium's console line). */
  async function watchedPage(viewport?: {
    width: number;
    height: number;
  }): Promise<{ page: Page; violations: () => Promise<string[]> }> {
    const context = await newContext(browser, viewport ? { viewport } : {});
    // Telegram's scripts are not reachable from here: refused at the network, after the policy allowed them.
    await context.route(
      (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const page = await context.newPage();
    const consoleLines: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleLines.push(message.text());
    });
    const violations = async (): Promise<string[]> => {
      const events = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      return [...events, ...consoleLines];
    };
    return { page, violations };
  }

  test('home, catalogue, sign-in with live updates, the embedded slot and the Mini App pages run without a violation', async () => {
    const { page, violations } = await watchedPage();
    const response = await page.goto(`${stack.spaUrl}/`);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    await page.getByTestId('game-card').first().waitFor();
    await page.goto(`${stack.spaUrl}/games`);
    await page.getByTestId('game-card').first().waitFor();
    expect(await violations()).toEqual([]);

    // Signed in, the presence channel over the realtime websocket (connect-src) drives the online count.
    await signInThroughUi(page, DEMO.player.email, DEMO.player.password, { baseUrl: stack.spaUrl });
    await page.locator('[data-testid="online-count"][data-source="presence"]').first().waitFor();

    // The slot page is an iframe served by the API (frame-src), its thumbnails images from the API (img-src).
    const games = (await (await stack.server.api('/games?per_page=1')).json()) as { data: { slug: string }[] };
    await page.goto(`${stack.spaUrl}/play/${games.data[0]?.slug ?? ''}?mode=demo`);
    await page.frameLocator('[data-testid="game-frame"]').getByTestId('slot-spin').waitFor();
    await screenshot(page, 'serving-csp-play');
    expect(await violations()).toEqual([]);
    await page.context().close();

    const phone = await watchedPage(VIEWPORTS.phone);
    await phone.page.goto(`${stack.spaUrl}/v1/games`);
    await phone.page.getByTestId('game-card').first().waitFor();
    expect(await phone.violations()).toEqual([]);
    await phone.page.context().close();
  }, 90_000); // five journeys in one test: about 14 s alone, past the default 30 s under the full suite's load
});
