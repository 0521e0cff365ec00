/**
 * The API out of reach, in the browser: requests to it fail at the network level (Playwright aborts them, as an
 * unreachable host would), a banner says so over the page, which stays readable, and the page recovers by itself once
 * the API answers again.
 */
import type { Page } from 'playwright-core';
import { contextIn, screenshot, VIEWPORTS } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { navigateInApp } from '../support/ui';

setUpBrowserSuite({ page: 'none' });

/** Every request to the API fails as if its host could not be reached. */
const cutApi = (page: Page) =>
  page.route(`${stack.config().apiBaseUrl ?? ''}/**`, (route) => route.abort('internetdisconnected'));
const restoreApi = (page: Page) => page.unrouteAll({ behavior: 'ignoreErrors' });

test.each([
  ['ru', '', 'Нет связи с сайтом', /Проверим снова через \d+ с|Проверяем…/],
  ['en', '/v1', 'Cannot reach the site', /Checking again in \d+ s|Checking…/],
] as const)(
  'a page whose API stops answering keeps what it shows behind a banner, and recovers (%s)',
  async (lang, base, title, retrying) => {
    const context = await contextIn(browser, lang);
    const page = await context.newPage();
    await page.goto(`${stack.spaUrl}${base}/games`);
    await page.getByTestId('game-card').first().waitFor();

    await cutApi(page);
    // A page not seen yet needs the API: its request fails, and the banner comes.
    await navigateInApp(page, `${base}/promotions`);
    const banner = page.locator('[data-blocked="unreachable"]');
    await banner.getByText(title).waitFor();
    await banner.getByText(retrying).waitFor();
    // The games, loaded before, stay readable under the banner.
    await navigateInApp(page, `${base}/games`);
    await page.getByTestId('game-card').first().waitFor();
    await banner.waitFor();
    await screenshot(page, `blocked-unreachable-desktop-${lang}`, { fullPage: false });
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, `blocked-unreachable-phone-${lang}`, { fullPage: false });

    // The API answers again: the next check ends the state, and the page that failed loads.
    await restoreApi(page);
    await banner.waitFor({ state: 'detached', timeout: 45_000 });
    await navigateInApp(page, `${base}/promotions`);
    await page.getByTestId('promotion-card').first().waitFor();
    await context.close();
  },
  120_000,
);
