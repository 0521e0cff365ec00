/**
 * Each page's tab title and the brand, in real Chromium against the production build and the contract server: the
 * title names the page in the interface's language and the site's name from GET /settings («Бонусы — Lucky Lynx»),
 * follows navigation inside the app and a language switch, and the header of both route generations shows that name.
 */
import type { Page } from 'playwright-core';
import type { Setting } from '../../../src/api/types';
import { newContext, screenshot, VIEWPORTS } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { navigateInApp, signInByCookie } from '../support/ui';

jest.setTimeout(180_000);
setUpBrowserSuite();

let siteName = '';
beforeAll(async () => {
  const response = await fetch(`${stack.apiUrl}/settings`, { headers: { Accept: 'application/json' } });
  const settings = (await response.json()) as Setting[];
  siteName = String(settings.find((s) => s.key === 'site_name')?.value ?? '');
  expect(siteName).not.toBe('');
});

const titled = (page: Page, title: string) =>
  page
    .waitForFunction((expected) => document.title === expected, title, { timeout: 20_000 })
    .catch(async () => {
      throw new Error(`title is «${await page.title()}», expected «${title}»`);
    });

it('a guest: each page titles the tab in the current language, and the header shows the site name', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  try {
    await page.goto(`${stack.spaUrl}/games`);
    await titled(page, `Игры — ${siteName}`);
    const brand = page.getByRole('banner').getByRole('link', { name: siteName, exact: true });
    await brand.waitFor();
    expect(await brand.innerText()).toBe(siteName);
    await navigateInApp(page, '/promotions');
    await titled(page, `Акции — ${siteName}`);
    await page.getByRole('group', { name: 'Язык' }).first().getByRole('button', { name: 'EN' }).click();
    await titled(page, `Promotions — ${siteName}`);
    await navigateInApp(page, '/no-such-page');
    await titled(page, `Page not found — ${siteName}`);
    expect(await page.getByRole('contentinfo').innerText()).toContain(siteName);
    await navigateInApp(page, '/sign-in');
    await titled(page, `Sign in — ${siteName}`);
    await screenshot(page, 'titles-guest-sign-in-en-1440');
  } finally {
    await context.close();
  }
});

it('a player on the compact generation at 360 px: /v1 titles and brand, then /bonuses on the main one', async () => {
  const context = await newContext(browser, { viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  try {
    await signInByCookie(page, stack, 'player', '/v1/tournaments');
    await titled(page, `Турниры — ${siteName}`);
    await page.getByRole('link', { name: siteName, exact: true }).first().waitFor();
    await navigateInApp(page, '/v1/loyalty');
    await titled(page, `Лояльность — ${siteName}`);
    await screenshot(page, 'titles-player-v1-loyalty-ru-360');
    await navigateInApp(page, '/bonuses');
    await titled(page, `Бонусы — ${siteName}`);
  } finally {
    await context.close();
  }
});
