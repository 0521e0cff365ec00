/** Page helpers shared by the browser tests. */
import type { BrowserContext, Locator, Page } from 'playwright-core';

import { formatMoney } from '@/ui/format';
import type { DemoUser } from '../../support/demoUsers';

export { DEMO } from '../../support/demoUsers';

/**
 * Signs in through the real sign-in form: with `baseUrl`, opens /sign-in first (keeping `intented` when
 * given), otherwise uses the form already on its way; submits and waits until the app is signed in.
 */
export async function signInThroughUi(
  page: Page,
  email: string,
  password: string,
  options: { baseUrl?: string; intented?: string } = {},
): Promise<void> {
  const form = page.getByTestId('sign-in-form');
  if (options.baseUrl) {
    const query = options.intented ? `?intented=${encodeURIComponent(options.intented)}` : '';
    await page.goto(`${options.baseUrl}/sign-in${query}`);
  }
  await form.waitFor();
  await form.getByLabel(/e-?mail/i).fill(email);
  await form.getByLabel(/пароль|password/i).fill(password);
  await form.getByRole('button', { name: /войти|sign in/i }).click();
  await page.waitForURL((url) => !/\/sign-in$/.test(url.pathname));
  // Every layout marks its root with the auth status.
  await page.locator('[data-auth-status="signedIn"]').waitFor();
}

/** What `signInByCookie` needs of a stack: the SPA's origin and the contract server's sign-in. */
export interface CookieSignInStack {
  spaUrl: string;
  server: { signInAs(user: DemoUser): Promise<string> };
}

/**
 * Opens `path` (home unless told) already signed in, as a returning visitor whose token is in the auth cookie: signs
 * the demo user in through the API, puts the token in the page's context as the `auth_token` cookie of the SPA's site,
 * and waits until the app is signed in. Spares a load and render of the sign-in form, for tests whose subject is not
 * that form (auth.test.ts and the route and language tests sign in through it). Returns the bearer token.
 */
export async function signInByCookie(
  page: Page,
  stack: CookieSignInStack,
  user: DemoUser = 'player',
  path = '/',
): Promise<string> {
  const token = await putAuthCookie(page.context(), stack, user);
  await page.goto(`${stack.spaUrl}${path}`);
  await page.locator('[data-auth-status="signedIn"]').waitFor();
  return token;
}

/**
 * Signs the demo user in through the API and puts the token in `context` as the `auth_token` cookie the SPA itself
 * writes at sign-in (src/api/cookieTokenStore.ts), host-only on the SPA's site: every page the context opens next is
 * signed in. Returns the bearer token.
 */
export async function putAuthCookie(
  context: BrowserContext,
  stack: CookieSignInStack,
  user: DemoUser = 'player',
): Promise<string> {
  const token = await stack.server.signInAs(user);
  await context.addCookies([{ name: 'auth_token', value: token, url: stack.spaUrl, sameSite: 'Lax' }]);
  return token;
}

/**
 * Moves the running SPA to `path` as a click on one of its links would (the router hears popstate): no page load, so
 * the app, its state and its connection stay as they are.
 */
export function navigateInApp(page: Page, path: string): Promise<void> {
  return page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Reads a cookie of the page's context by name. */
export async function cookieNamed(page: Page, name: string) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === name);
}

/**
 * Scrolls down a screen at a time, as a reader does, until `target` shows (sections below the fold render only when
 * the reader comes near them); fails when it has not shown after `screens` screens.
 */
export async function scrollUntilShown(page: Page, target: Locator, screens = 20): Promise<void> {
  const height = page.viewportSize()?.height ?? 800;
  for (let screen = 0; screen < screens; screen += 1) {
    if (await target.first().isVisible()) return;
    await page.mouse.wheel(0, height);
    // The wheel scrolls in a later frame; the section then renders in a transition of its own.
    await target
      .first()
      .waitFor({ timeout: 500 })
      .catch(() => undefined);
  }
  await target.first().waitFor({ timeout: 1000 });
}

/**
 * Waits until the header's balance reads `amount` in roubles, the demo players' currency. Five seconds is ample for a
 * push on a live connection; a test that waits through a reconnect passes a longer `timeout`.
 */
export async function headerShowsBalance(page: Page, amount: string, timeout = 5000): Promise<void> {
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="header-balance"]')?.textContent?.includes(text) ?? false,
    formatMoney(amount, 'RUB'),
    { timeout },
  );
}
