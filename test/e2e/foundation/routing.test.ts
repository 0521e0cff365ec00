/** Routing in the browser: 404 page, the seed's redirects, layouts at desktop and phone width, the language switch. */
import { screenshot, VIEWPORTS } from '../support/browser';
import { page, setUpBrowserSuite, stack } from '../support/suite';

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

test('header links move within the page, mark the current section, and leave modified clicks to the browser', async () => {
  await page.goto(`${stack.spaUrl}/`);
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });
  const games = nav.getByRole('link', { name: 'Игры' });
  await games.waitFor();
  await expect(games.getAttribute('aria-current')).resolves.toBeNull();
  // A page load would drop this marker: a link followed inside the SPA keeps it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await games.click();
  await page.waitForURL((url) => url.pathname === '/games');
  await page.getByTestId('games-total').waitFor();
  await expect(games.getAttribute('aria-current')).resolves.toBe('page');
  await expect(games.getAttribute('href')).resolves.toBe('/games');
  await expect(page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);

  // A section stays current on the pages below it; the other entries are not current.
  await page.goto(`${stack.spaUrl}/games/search`);
  await expect(nav.getByRole('link', { name: 'Игры' }).getAttribute('aria-current')).resolves.toBe('page');
  await expect(nav.getByRole('link', { name: 'Акции' }).getAttribute('aria-current')).resolves.toBeNull();

  // Ctrl+click opens a new tab at the full URL and leaves this page where it is.
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    nav.getByRole('link', { name: 'FAQ' }).click({ modifiers: ['Control'] }),
  ]);
  await tab.waitForLoadState('domcontentloaded');
  expect(new URL(tab.url()).pathname).toBe('/faq');
  expect(new URL(page.url()).pathname).toBe('/games/search');
  await tab.close();
});

test('a screen whose download fails is downloaded again; one that fails twice shows the error page', async () => {
  await page.goto(`${stack.spaUrl}/`);
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });
  await nav.waitFor();
  const faqChunk = '**/assets/screen-faq.*.js';
  let asked = 0;
  await page.route(faqChunk, (route) => {
    asked += 1;
    return asked === 1 ? route.abort('connectionreset') : route.continue();
  });
  await nav.getByRole('link', { name: 'FAQ' }).click();
  await page.getByRole('heading', { name: 'Вопросы и ответы' }).waitFor();
  expect(asked).toBe(2);
  await expect(page.getByText('Внутренняя ошибка сервера').count()).resolves.toBe(0);

  // The next screen fails both times: the error page, with its way home.
  await page.unroute(faqChunk);
  await page.route('**/assets/screen-promotions.*.js', (route) => route.abort('connectionreset'));
  await nav.getByRole('link', { name: 'Акции' }).click();
  await page.getByText('Внутренняя ошибка сервера').waitFor();
  await expect(page.getByRole('link', { name: 'На главную' }).isVisible()).resolves.toBe(true);
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
