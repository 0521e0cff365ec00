/** Auth flows in the browser against the real contract server: guards, intented, errors, single submission, the cookie. */
import type { Page } from 'playwright-core';
import { newContext, screenshot, VIEWPORTS } from '../support/browser';
import { networkSettled } from '../support/networkSettled';
import { browser, context, page, setUpBrowserSuite, stack } from '../support/suite';
import { cookieNamed, DEMO, signInByCookie, signInThroughUi } from '../support/ui';

const NBSP = '\u00a0';

setUpBrowserSuite({ page: 'perTest' });

const path = (p: Page) => new URL(p.url()).pathname;

test('a guest at /bonuses is sent to sign-in and lands on /bonuses after signing in', async () => {
  await page.goto(`${stack.spaUrl}/bonuses`);
  await page.waitForURL((url) => url.pathname === '/sign-in');
  expect(new URL(page.url()).searchParams.get('intented')).toBe('/bonuses');
  await page.getByTestId('sign-in-form').waitFor();
  await screenshot(page, 'foundation-sign-in-dialog-desktop');

  await signInThroughUi(page, DEMO.player.email, DEMO.player.password);
  await page.waitForURL((url) => url.pathname === '/bonuses');
  await expect(page.getByTestId('header-balance').textContent()).resolves.toBe(`1${NBSP}000,00${NBSP}₽`);
  await screenshot(page, 'foundation-bonuses-signed-in-desktop');
});

test('an unverified user is forced to /verify-email from any page, a verified one is sent from it to /', async () => {
  await signInThroughUi(page, DEMO.unverified.email, DEMO.unverified.password, { baseUrl: stack.spaUrl });
  await page.waitForURL((url) => url.pathname === '/verify-email');
  for (const from of ['/games', '/bonuses', '/faq']) {
    await page.goto(`${stack.spaUrl}${from}`);
    await page.waitForURL((url) => url.pathname === '/verify-email');
  }
  await page.goto(`${stack.spaUrl}/v1/games`);
  await page.waitForURL((url) => url.pathname === '/v1/verify-email');
  await screenshot(page, 'foundation-verify-email-v1');

  const verified = await newContext(browser);
  const other = await verified.newPage();
  // Signed in by cookie: the form was the first half's subject; here it is where a verified player lands.
  await signInByCookie(other, stack, 'player', '/verify-email');
  await other.waitForURL((url) => url.pathname === '/');
  expect(path(other)).toBe('/');
  await verified.close();
});

test('a wrong password shows the server message under the e-mail field', async () => {
  await page.goto(`${stack.spaUrl}/sign-in`);
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel(/e-?mail/i).fill(DEMO.player.email);
  await form.getByLabel(/пароль/i).fill('not-the-password');
  await form.getByRole('button', { name: 'Войти' }).click();
  const message = form.getByText('Неверный e-mail или пароль.');
  await message.waitFor();
  // MUI links the helper text to the input it explains.
  const describedBy = await form.getByLabel(/e-?mail/i).getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(form.locator(`[id="${describedBy ?? ''}"]`).textContent()).resolves.toBe('Неверный e-mail или пароль.');
  await expect(form.getByLabel(/e-?mail/i).getAttribute('aria-invalid')).resolves.toBe('true');
  expect(path(page)).toBe('/sign-in');
  await screenshot(page, 'foundation-sign-in-wrong-password');
});

test('a double click on submit sends one sign-in request', async () => {
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/auth/sign-in')) signIns.push(request.url());
  });
  await page.goto(`${stack.spaUrl}/sign-in`);
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel(/e-?mail/i).fill(DEMO.player.email);
  await form.getByLabel(/пароль/i).fill(DEMO.player.password);
  await form.getByRole('button', { name: 'Войти' }).dblclick();
  await page.locator('[data-auth-status="signedIn"]').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  // Give a second request every chance to show up before counting.
  await networkSettled(page);
  expect(signIns).toHaveLength(1);
});

test.each([['//evil.example'], ['https://evil.example'], ['/\\evil.example']])(
  'intented=%s is not followed: the user lands on /',
  async (intented) => {
    await page.goto(`${stack.spaUrl}/sign-in?intented=${encodeURIComponent(intented)}`);
    await signInThroughUi(page, DEMO.player.email, DEMO.player.password);
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).origin).toBe(stack.spaUrl);
    expect(path(page)).toBe('/');
  },
);

test('the auth_token cookie: 360 days, SameSite=Lax, path /; sign-out clears it and the server revokes the token', async () => {
  await signInThroughUi(page, DEMO.player.email, DEMO.player.password, { baseUrl: stack.spaUrl });
  const cookie = await cookieNamed(page, 'auth_token');
  expect(cookie).toBeDefined();
  const token = cookie?.value ?? '';
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  expect(cookie?.httpOnly).toBe(false);
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(359.9);
  expect(days).toBeLessThan(360.1);
  expect((await stack.server.api('/auth/user', { token })).status).toBe(200);

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('sign-out').waitFor();
  await screenshot(page, 'foundation-user-menu', { fullPage: false });
  await page.getByTestId('sign-out').click();
  await page.locator('[data-auth-status="signedOut"]').waitFor();
  await expect(cookieNamed(page, 'auth_token')).resolves.toBeUndefined();
  expect((await stack.server.api('/auth/user', { token })).status).toBe(401);
  await expect(page.getByTestId('sign-in-button').isVisible()).resolves.toBe(true);
});

test('a token under the old cookie name auth-token is adopted and rewritten as auth_token', async () => {
  const token = await stack.server.signInAs('player');
  await context.addCookies([{ name: 'auth-token', value: token, url: stack.spaUrl }]);
  await page.goto(`${stack.spaUrl}/`);
  await page.getByTestId('header-balance').waitFor();
  await expect(cookieNamed(page, 'auth_token').then((c) => c?.value)).resolves.toBe(token);
  await expect(cookieNamed(page, 'auth-token')).resolves.toBeUndefined();
});

test('a rejected token signs the user out at start and clears the cookie', async () => {
  await context.addCookies([{ name: 'auth_token', value: 'forged-token-value', url: stack.spaUrl }]);
  await page.goto(`${stack.spaUrl}/`);
  await page.locator('[data-auth-status="signedOut"]').waitFor();
  await expect(cookieNamed(page, 'auth_token')).resolves.toBeUndefined();
});

test('the v1 guest pages are full pages, and a signed-in user sees the compact header at 360 px', async () => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`${stack.spaUrl}/v1/bonuses`);
  await page.getByTestId('header-balance').or(page.getByTestId('sign-in-button')).first().waitFor();
  await page.goto(`${stack.spaUrl}/v1/profile`);
  await page.waitForURL((url) => url.pathname === '/v1/sign-in');
  await page.getByTestId('sign-in-form').waitFor();
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  await screenshot(page, 'foundation-v1-sign-in-phone', { fullPage: false });
  await signInThroughUi(page, DEMO.player.email, DEMO.player.password);
  await page.waitForURL((url) => url.pathname === '/v1/profile');
  await page.getByTestId('header-balance').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'foundation-v1-profile-phone', { fullPage: false });
});
