/**
 * The session list in the browser: one player signed in in two browsers; the second signs the first out from its
 * settings page, and the first one's page shows the signed-out state at once, without a reload or a click.
 */
import {
  browser,
  newContext,
  screenshot,
  setUpBrowserSuite,
  stack,
  userChannelSubscribed,
  VIEWPORTS,
} from '../support';
import { DEMO } from '../support';

setUpBrowserSuite({ page: 'none' });

// The demo player (verified): this file's stack is its own, so the changes stay here.
const { email: EMAIL, password: PASSWORD } = DEMO.player;

/** A browser context signed in as the player with a token of its own (one session each), in a language. */
async function signedInContext(locale: 'ru-RU' | 'en-US', viewport: { width: number; height: number }) {
  const res = await stack.server.api('/auth/sign-in', {
    method: 'POST',
    headers: { 'User-Agent': locale === 'ru-RU' ? 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' : 'Mozilla/5.0' },
    json: { email: EMAIL, password: PASSWORD },
  });
  const { token } = (await res.json()) as { token: string };
  const context = await newContext(browser, { locale, viewport });
  await context.addCookies([{ name: 'auth_token', value: token, url: stack.spaUrl }]);
  return { context, token };
}

test('a session signed out from another browser shows the signed-out state at once', async () => {
  const victim = await signedInContext('ru-RU', VIEWPORTS.desktop);
  const victimPage = await victim.context.newPage();
  await victimPage.goto(`${stack.spaUrl}/games`);
  await victimPage.locator('[data-auth-status="signedIn"]').waitFor();
  await userChannelSubscribed(stack, victim.token);

  const keeper = await signedInContext('en-US', VIEWPORTS.desktop);
  const settings = await keeper.context.newPage();
  await settings.goto(`${stack.spaUrl}/settings`);
  // The account's saved language wins over the browser's: switch this page to English.
  await settings.locator('section[aria-labelledby="settings-language"]').getByText('English', { exact: true }).click();
  const list = settings.getByTestId('sessions');
  await list.waitFor();
  await expect(list.getByTestId('session-row').count()).resolves.toBe(2); // the victim's and this one
  await list.locator('[data-current="true"]').getByText('This session').waitFor();
  await screenshot(settings, 'account-sessions-desktop-en');
  await settings.setViewportSize(VIEWPORTS.phone);
  await screenshot(settings, 'account-sessions-phone-en');

  const firefox = list.getByTestId('session-row').filter({ hasText: 'Firefox 133' });
  await firefox.getByText('127.0.0.*', { exact: false }).waitFor();
  await firefox.getByRole('button', { name: 'Sign out' }).click();
  await victimPage.locator('[data-auth-status="signedOut"]').waitFor({ timeout: 15_000 });
  await screenshot(victimPage, 'account-sessions-signed-out-desktop-ru');
  await list.getByText('No other sessions.').waitFor();
  await expect(list.getByTestId('session-row').count()).resolves.toBe(1);
  await settings.setViewportSize(VIEWPORTS.desktop);
  await screenshot(settings, 'account-sessions-alone-desktop-en');
  await Promise.all([victim.context.close(), keeper.context.close()]);
}, 120_000);
