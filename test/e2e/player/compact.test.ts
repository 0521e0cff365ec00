/**
 * The compact set (/v1) at phone width against the real contract server: signing in, up and out keeps the player in
 * /v1, the guest bar offers sign-up, and a game card offers demo or real play as the desktop one does.
 */
import { screenshot, VIEWPORTS } from '../support/browser';
import { context, page, setUpBrowserSuite, stack } from '../support/suite';
import { DEMO } from '../support/ui';

jest.setTimeout(120_000);

setUpBrowserSuite({ page: 'perTest', offline: true, contextOptions: { viewport: VIEWPORTS.phone } });

async function signInOnV1(intented?: string): Promise<void> {
  await page.goto(`${stack.spaUrl}/v1/sign-in${intented ? `?intented=${encodeURIComponent(intented)}` : ''}`);
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel(/e-?mail/i).fill(DEMO.player.email);
  await form.getByLabel(/пароль/i).fill(DEMO.player.password);
  await form.getByRole('button', { name: 'Войти' }).click();
  await page.locator('[data-auth-status="signedIn"]').waitFor();
}

it('/v1/sign-in at 360 px lands on /v1 with the bottom navigation, not on the desktop site', async () => {
  await signInOnV1();
  await page.waitForURL((url) => url.pathname === '/v1');
  await page.locator('[data-layout="v1-default"]').waitFor();
  await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Игры' }).waitFor();
  await expect(page.getByRole('button', { name: 'Открыть меню' }).count()).resolves.toBe(0);
  await screenshot(page, 'polish-v1-signed-in-360');
});

it('follows a same-site intented after a /v1 sign-in', async () => {
  await signInOnV1('/v1/bonuses');
  await page.waitForURL((url) => url.pathname === '/v1/bonuses');
});

it('signs out from the /v1 user menu onto /v1', async () => {
  await signInOnV1();
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('sign-out').click();
  await page.locator('[data-layout="v1-default"][data-auth-status="signedOut"]').waitFor();
  expect(new URL(page.url()).pathname).toBe('/v1');
});

it('offers sign-up in the compact guest bar, which fits 360 px, and keeps a /v1 sign-up in /v1', async () => {
  await page.goto(`${stack.spaUrl}/v1`);
  const signUp = page.getByRole('banner').getByTestId('sign-up-button');
  await signUp.waitFor();
  const box = await signUp.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  await screenshot(page, 'polish-v1-guest-bar-360');
  await signUp.click();
  await page.waitForURL((url) => url.pathname === '/v1/sign-up');
  await page.locator('[data-layout="v1-default"]').waitFor();
});

it('opens a /v1 game card with demo and real play, both staying in /v1', async () => {
  await page.goto(`${stack.spaUrl}/v1/games`);
  await page.getByTestId('game-card').first().getByRole('link').click();
  const dialog = page.getByRole('dialog');
  const demo = dialog.getByTestId('play-demo');
  await demo.waitFor();
  await expect(demo.getAttribute('href')).resolves.toMatch(/^\/v1\/play\/[^?]+\?mode=demo$/);
  await expect(dialog.getByTestId('play-real').getAttribute('href')).resolves.toMatch(/^\/v1\/play\/[^?]+\?mode=real$/);
  await screenshot(page, 'polish-v1-game-card-360');
  await demo.click();
  await page.waitForURL((url) => url.pathname.startsWith('/v1/play/'));
  await page.getByTestId('game-frame').waitFor();
  void context;
});
