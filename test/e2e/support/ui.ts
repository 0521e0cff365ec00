/** Page helpers shared by the browser tests. */
import type { Page } from 'playwright-core';

/** The demo users of the contract (§2). */
export const DEMO = {
  player: { email: 'player@example.com', password: 'player-password' },
  unverified: { email: 'unverified@example.com', password: 'player-password' },
  admin: { email: 'admin@example.com', password: 'admin-password' },
} as const;

/**
 * Signs in through the real sign-in form: with `baseUrl`, opens /sign-in first (keeping `intented` when
 * given), otherwise uses the form already on its way; submits and waits until the app is signed in.
 */
export async function signInThroughUi(page: Page, email: string, password: string, options: { baseUrl?: string; intented?: string } = {}): Promise<void> {
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

/** Reads a cookie of the page's context by name. */
export async function cookieNamed(page: Page, name: string) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === name);
}
