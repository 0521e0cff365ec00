/** Routing in the browser: 404 page, the seed's redirects, layouts at desktop and phone width, the language switch. */
import { page, screenshot, setUpBrowserSuite, stack, VIEWPORTS } from '../support';

setUpBrowserSuite({ page: 'perTest' });

test('an unknown path shows the 404 page inside the site layout', async () => {
  const response = await page.goto(`${stack.spaUrl}/no/such/page`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('not-found-page').waitFor()).resolves.toBeUndefined();
  await expect(page.getByRole('heading', { name: 'Страница не найдена' }).isVisible()).resolves.toBe(true);
  await expect(page.locator('header').isVisible()).resolves.toBe(true);
  await screenshot(page, 'foundation-404-desktop');
});

test('an unknown /v1 path shows the 404 page in the compact layout', async () => {
  await page.goto(`${stack.spaUrl}/v1/nothing-here`);
  await page.getByTestId('not-found-page').waitFor();
  await expect(page.locator('[data-layout="v1-default"]').count()).resolves.toBe(1);
});

test.each([
  ['/games/manufactured-by', '/games'],
  ['/games/tagged', '/games'],
  ['/v1/games/manufactured-by', '/games'],
])('%s redirects to %s', async (from, to) => {
  await page.goto(`${stack.spaUrl}${from}`);
  await page.waitForURL((url) => url.pathname === to);
  expect(new URL(page.url()).pathname).toBe(to);
});

test('the header shows the main navigation and guest buttons; the language switch is remembered', async () => {
  await page.goto(`${stack.spaUrl}/`);
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });
  await nav.waitFor();
  for (const name of ['Игры', 'Акции', 'Турниры', 'Выплаты', 'FAQ']) {
    await expect(nav.getByRole('link', { name }).isVisible()).resolves.toBe(true);
  }
  await expect(page.getByTestId('sign-in-button').isVisible()).resolves.toBe(true);
  await screenshot(page, 'foundation-home-desktop-guest');

  await page.getByRole('button', { name: 'EN' }).first().click();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await page.reload();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
});

test('the compact layout fits a 360 px phone with its bottom navigation', async () => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`${stack.spaUrl}/v1`);
  const bottom = page.getByRole('navigation', { name: 'Основная навигация' });
  await bottom.waitFor();
  await expect(bottom.getByRole('link').count()).resolves.toBe(5);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'foundation-v1-phone-guest');
});

test('the desktop layout has no horizontal overflow at 360 px either', async () => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`${stack.spaUrl}/faq`);
  await page.locator('header').waitFor();
  await screenshot(page, 'foundation-faq-phone');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
