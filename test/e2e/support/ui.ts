/** Page helpers shared by the browser tests. */
import type { Page } from 'playwright-core';

/** The demo users of the contract (§2). */
export const DEMO = {
  player: { email: 'player@example.com', password: 'player-password' },
  unverified: { email: 'unverified@example.com', password: 'player-password' },
  admin: { email: 'admin@example.com', password: 'admin-password' },
} as const;

/**
 * Signs in through the real sign-in form: opens /sign-in (keeping `intented` when given) unless the form
 * is already on screen, submits, and waits until the app has left the sign-in route.
 */
export async function signInThroughUi(page: Page, email: string, password: string, options: { baseUrl?: string; intented?: string } = {}): Promise<void> {
  const form = page.getByTestId('sign-in-form');
  if (!(await form.isVisible().catch(() => false))) {
    if (!options.baseUrl) throw new Error('signInThroughUi: the sign-in form is not open and no baseUrl was given');
    const query = options.intented ? `?intented=${encodeURIComponent(options.intented)}` : '';
    await page.goto(`${options.baseUrl}/sign-in${query}`);
  }
  await form.getByLabel(/e-?mail/i).fill(email);
  await form.getByLabel(/пароль|password/i).fill(password);
  await form.getByRole('button', { name: /войти|sign in/i }).click();
  await page.waitForURL((url) => !/\/sign-in$/.test(url.pathname));
  await page.getByTestId('header-balance').or(page.getByTestId('verify-email-screen')).first().waitFor();
}

/** Reads a cookie of the page's context by name. */
export async function cookieNamed(page: Page, name: string) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === name);
}
