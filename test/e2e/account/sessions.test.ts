/**
 * The session list in the browser: one player signed in in two browsers; the second signs the first out from its
 * settings page, and the first one's page shows the signed-out state at once, without a reload or a click. Open lists
 * follow sign-ins and sign-outs made elsewhere (the SessionsChanged push), in each page's language.
 */
import type { Page } from 'playwright-core';
import { SIGN_UP_PASSWORD } from '../../support/signUp';
import { newPlayer } from '../../support/walletFixtures';
import { userChannelSubscribed } from '../support/api';
import { newContext, screenshot, VIEWPORTS } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { DEMO } from '../support/ui';

setUpBrowserSuite({ page: 'none' });

// The demo player (verified): this file's stack is its own, so the changes stay here.
const { email: EMAIL, password: PASSWORD } = DEMO.player;
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

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

test('the list follows sign-ins and sign-outs elsewhere live; a tab whose own session goes shows the signed-out state', async () => {
  const player = await newPlayer(stack.server, '0');
  const signIn = async (userAgent: string): Promise<string> => {
    const res = await stack.server.api('/auth/sign-in', {
      method: 'POST',
      headers: { 'User-Agent': userAgent },
      json: { email: player.email, password: SIGN_UP_PASSWORD },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };
  const setLocale = async (locale: 'en' | 'ru') =>
    expect(
      (await stack.server.api('/profile', { method: 'PATCH', token: player.token, json: { locale } })).status,
    ).toBe(200);
  /** A browser on the settings page with a session of its own, in the account's saved language; marked on window. */
  const openSettings = async (
    locale: 'en-US' | 'ru-RU',
    viewport: { width: number; height: number },
    openBefore: number,
  ) => {
    const token = await signIn(locale === 'ru-RU' ? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0' : 'Mozilla/5.0');
    const context = await newContext(browser, { locale, viewport });
    await context.addCookies([{ name: 'auth_token', value: token, url: stack.spaUrl }]);
    const page = await context.newPage();
    await page.goto(`${stack.spaUrl}/settings`);
    await page.getByTestId('sessions').getByTestId('session-row').first().waitFor();
    // Every open page has its own socket on the player's channel: wait for this one's, not an earlier page's.
    await userChannelSubscribed(stack, token, openBefore + 1);
    await page.evaluate(() => ((window as unknown as { sessionsMark: boolean }).sessionsMark = true));
    return { context, page, token };
  };
  const rows = (page: Page) => page.getByTestId('sessions').getByTestId('session-row');
  const firefoxRow = (page: Page) => rows(page).filter({ hasText: 'Firefox 133' });

  await setLocale('en');
  const english = await openSettings('en-US', VIEWPORTS.desktop, 0);
  await setLocale('ru');
  const russian = await openSettings('ru-RU', VIEWPORTS.phone, 1);
  await rows(english.page).filter({ hasText: 'Chrome 131' }).waitFor();

  // A sign-in on another device appears on both open lists.
  const firefox = await signIn(FIREFOX_LINUX);
  for (const page of [english.page, russian.page]) await firefoxRow(page).waitFor();
  await screenshot(english.page, 'account-sessions-live-desktop-en');
  await english.page.setViewportSize(VIEWPORTS.phone);
  await screenshot(english.page, 'account-sessions-live-phone-en');
  await screenshot(russian.page, 'account-sessions-live-phone-ru');
  await russian.page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(russian.page, 'account-sessions-live-desktop-ru');

  // It signs out by itself: gone from both lists.
  expect((await stack.server.api('/auth/sign-out', { method: 'POST', token: firefox })).status).toBe(204);
  for (const page of [english.page, russian.page]) await firefoxRow(page).waitFor({ state: 'detached' });

  // The Russian tab's own session is signed out from another device: that tab shows the signed-out state, and the
  // English list drops it.
  const sessions = (await (await stack.server.api('/auth/sessions', { token: russian.token })).json()) as {
    data: { id: number; current: boolean }[];
  };
  const own = sessions.data.find((s) => s.current);
  expect(
    (await stack.server.api(`/auth/sessions/${String(own?.id)}`, { method: 'DELETE', token: player.token })).status,
  ).toBe(204);
  await russian.page.locator('[data-auth-status="signedOut"]').waitFor({ timeout: 15_000 });
  await rows(english.page).filter({ hasText: 'Chrome 131' }).waitFor({ state: 'detached' });
  for (const page of [english.page, russian.page])
    expect(await page.evaluate(() => (window as unknown as { sessionsMark?: boolean }).sessionsMark)).toBe(true);
  await Promise.all([english.context.close(), russian.context.close()]);
}, 120_000);
