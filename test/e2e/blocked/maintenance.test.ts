/**
 * Maintenance in the browser: a player on /games sees the maintenance screen as soon as an admin turns it on (the
 * push on `common`, no reload), with the expected end counting down, and /games again once it is turned off; a
 * player who opens the compact /v1 set during maintenance gets the screen from the 503 answers, in English, and is
 * still signed in when it ends.
 */
import type { Page } from 'playwright-core';
import { channelOccupied } from '../support/api';
import { newContext, screenshot, VIEWPORTS } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { putAuthCookie, signInByCookie } from '../support/ui';

setUpBrowserSuite({ page: 'none' });

let admin: string;
beforeAll(async () => {
  admin = await stack.server.signInAs('admin');
});

async function setMaintenance(enabled: boolean, until: string | null = null): Promise<void> {
  const res = await stack.server.api('/admin/maintenance', { method: 'POST', token: admin, json: { enabled, until } });
  expect(res.status).toBe(200);
}

/** Marks the page's window: the mark survives anything but a reload. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
const markKept = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1);

afterEach(() => setMaintenance(false));

test('an admin turns maintenance on and off while a player is on /games: the screen comes and goes live', async () => {
  const context = await newContext(browser, { viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  await signInByCookie(page, stack, 'player', '/games');
  await page.getByTestId('game-card').first().waitFor();
  await channelOccupied(stack, 'common');
  await markWindow(page);

  await setMaintenance(true, new Date(Date.now() + 45 * 60_000).toISOString());
  const screen = page.locator('[data-blocked="maintenance"]');
  await screen.getByRole('heading', { name: 'Идут технические работы' }).waitFor();
  await screen.getByText(/^Ожидаемое окончание: \d\d\.\d\d\.\d{4}, \d\d:\d\d$/).waitFor();
  // The countdown runs: 44 minutes and some seconds left, and it changes by itself.
  const countdown = screen.getByTestId('countdown');
  const first = await countdown.textContent();
  expect(first).toMatch(/^00:4[45]:\d\d$/);
  await page.waitForFunction(
    (shown) => document.querySelector('[data-testid="countdown"]')?.textContent !== shown,
    first,
  );
  await screen
    .getByTestId('retry-status')
    .getByText(/Проверим снова через \d+ с|Проверяем…/)
    .waitFor();
  await expect(page.locator('header').count()).resolves.toBe(0);
  await screenshot(page, 'blocked-maintenance-desktop-ru');
  await page.setViewportSize(VIEWPORTS.phone);
  await screenshot(page, 'blocked-maintenance-phone-ru');

  await setMaintenance(false);
  await screen.waitFor({ state: 'detached' });
  await page.getByTestId('game-card').first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/games');
  await page.locator('[data-auth-status="signedIn"]').waitFor();
  expect(await markKept(page)).toBe(true);
  await context.close();
}, 120_000);

test('a player opening /v1/games during maintenance gets the screen in English, and is still signed in once it ends', async () => {
  const context = await newContext(browser, { viewport: VIEWPORTS.phone, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('locale', 'en'));
  // The start-up's GET /auth/user answers 503: the token must be kept for when the site is back.
  await putAuthCookie(context, stack, 'player');
  await setMaintenance(true, new Date(Date.now() + 5 * 60_000).toISOString());
  const page = await context.newPage();
  await page.goto(`${stack.spaUrl}/v1/games`);
  const screen = page.locator('[data-blocked="maintenance"]');
  await screen.getByRole('heading', { name: 'Maintenance in progress' }).waitFor();
  await screen.getByText('Time left').waitFor();
  await screen
    .getByTestId('retry-status')
    .getByText(/Checking again in \d+ s|Checking…/)
    .waitFor();
  await screenshot(page, 'blocked-maintenance-phone-en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, 'blocked-maintenance-desktop-en');

  await setMaintenance(false);
  await screen.waitFor({ state: 'detached' });
  await page.locator('[data-layout="v1-default"][data-auth-status="signedIn"]').waitFor();
  await page.getByTestId('game-card').first().waitFor();
  await context.close();
}, 120_000);
