/**
 * A region not served, in the browser: the proxy's country header (added to the API requests) names a country in
 * BLOCKED_COUNTRIES, every API answer is 451, and the page shows the region screen: no sign-in, sign-up or deposit,
 * the help links and the support address stay. Other countries get the site.
 */
import type { BrowserContext } from 'playwright-core';
import { contextIn, newContext, screenshot, VIEWPORTS } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';

setUpBrowserSuite({ page: 'none', server: { blockedCountries: ['FR'] } });

/**
 * Adds the country header to the context's API requests as the proxy in front of the API would (on the way, not in
 * the page: a header the page set itself would need the API's CORS to allow it).
 */
const fromCountry = (context: BrowserContext, country: string) =>
  context.route(`${stack.config().apiBaseUrl ?? ''}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'cf-ipcountry': country } }),
  );

test.each([
  ['ru', '/games', 'Сайт недоступен в вашем регионе', 'Связаться с нами'],
  ['en', '/v1/games', 'The site is not available in your region', 'Contact us'],
] as const)(
  'a visitor from a blocked country sees the region screen (%s)',
  async (lang, path, title, contact) => {
    const context = await contextIn(browser, lang);
    await fromCountry(context, 'FR');
    const page = await context.newPage();
    await page.goto(`${stack.spaUrl}${path}`);
    const screen = page.locator('[data-blocked="region"]');
    await screen.getByRole('heading', { name: title }).waitFor();
    await screen.getByRole('link', { name: `${contact}: support@example.com` }).waitFor();
    await expect(screen.getByTestId('region-help-links').getByRole('link').count()).resolves.toBe(2);
    // Nothing of the site's own: no header, no sign-in, sign-up or deposit, no game.
    await expect(page.locator('header').count()).resolves.toBe(0);
    await expect(
      page.getByRole('link', { name: /войти|sign in|регистрац|sign up|пополн|deposit/i }).count(),
    ).resolves.toBe(0);
    await expect(page.getByTestId('game-card').count()).resolves.toBe(0);
    await screenshot(page, `blocked-region-desktop-${lang}`);
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, `blocked-region-phone-${lang}`);
    await context.close();
  },
  120_000,
);

test('a visitor from another country gets the site', async () => {
  const context = await newContext(browser);
  await fromCountry(context, 'DE');
  const page = await context.newPage();
  await page.goto(`${stack.spaUrl}/games`);
  await page.getByTestId('game-card').first().waitFor();
  await expect(page.locator('[data-blocked]').count()).resolves.toBe(0);
  await context.close();
}, 120_000);
