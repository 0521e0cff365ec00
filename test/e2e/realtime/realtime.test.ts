/**
 * Live updates in a real browser (production build) against the real contract server: a push published with
 * the official `pusher` SDK changes the header balance and shows the Russian toast, also after the user channel's
 * validators failed to download once; after sign-out the user's pushes change nothing; a realtime server restart
 * mid-session ends with the server's balance. A page whose connection signs in (Echo's `connector.signin()`) hears
 * what the server sends to its player with the SDK's `sendToUser`, and only that.
 */
import type { Page } from 'playwright-core';
import type { EchoInstance } from '@/realtime/echoFactory';
import { formatMoney } from '@/ui/format';
import { newContext, screenshot } from '../support/browser';
import { waitUntil } from '../support/realtimeStack';
import { DEMO, signInByCookie, signInThroughUi } from '../support/ui';
import { browser, playerUuid, setUpRealtimeBrowserSuite, stack } from '../support/realtimeSuite';

jest.setTimeout(90_000);

setUpRealtimeBrowserSuite();

// A test that failed half-way leaves its page signed in and subscribed: close it, so the next test's count of the
// private channel's subscriptions is its own.
afterEach(async () => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

const privateChannel = () => `private-App.Models.User.${playerUuid}`;
const rub = (amount: string) => formatMoney(amount, 'RUB');

async function signedInPage(): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signInThroughUi(page, DEMO.player.email, DEMO.player.password, { baseUrl: stack.spaUrl });
  await page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor();
  await waitUntil('private channel subscribed', () => stack.subscriptions(privateChannel()) === 1);
  return page;
}

/** The balance the server holds for the player right now. */
async function serverBalance(): Promise<string> {
  const token = await stack.contract.signInAs('player');
  const res = await stack.contract.api('/auth/user', { token });
  return ((await res.json()) as { user: { balance: string } }).user.balance;
}

test('a guest on the home page sees a JackpotsUpdated push move the jackpot within a second', async () => {
  const page = await (await newContext(browser)).newPage();
  await page.goto(stack.spaUrl);
  await page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor();
  await waitUntil('common subscribed', () => stack.subscriptions('common') > 0);
  // The push is newer than the first REST answer: wait for that answer on screen, as a watching guest would have it.
  await page.getByTestId('jackpot-ticker').locator('.MuiPaper-root').first().waitFor();
  const jackpots = [{ id: 1, name: 'Mega', amount: '1234567.89', currency_code: 'USD' }];
  await stack.pusher.trigger('common', 'JackpotsUpdated', { jackpots });
  await page.getByText(formatMoney('1234567.89', 'USD')).waitFor({ timeout: 1000 });
  await page.context().close();
});

test('a PaymentFulfilled push changes the header balance within a second and shows the Russian toast', async () => {
  const page = await signedInPage();
  const balance = page.getByTestId('header-balance');
  await screenshot(page, 'realtime-before-push-1440');

  const started = Date.now();
  await stack.pusher.trigger(privateChannel(), 'PaymentFulfilled', {
    amount: '250.00',
    currency_code: 'RUB',
    balance: '1250.00',
  });
  const toast = page.getByText(`Платёж на ${rub('250.00')} зачислен. Баланс: ${rub('1250.00')}`);
  // The balance is the figure a player watches; the toast slides in beside it (its host may still be loading on a
  // busy machine: seconds in CI, while the balance took well under one).
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="header-balance"]')?.textContent?.includes(text) ?? false,
    rub('1250.00'),
    { timeout: 1000 },
  );
  expect(Date.now() - started).toBeLessThan(1000);
  await toast.waitFor({ timeout: 5000 });
  await expect(balance.textContent()).resolves.toContain(rub('1250.00'));
  await page.waitForTimeout(400); // let the toast finish sliding in, for the picture only
  await screenshot(page, 'realtime-after-push-viewport', { fullPage: false });

  // Server text in a toast is text, never markup.
  await stack.pusher.trigger(privateChannel(), 'CashRewardNotification', {
    id: 5,
    amount: '10.00',
    currency_code: 'RUB',
    description: '<img src=x onerror="window.__pwned=1">приз',
  });
  await page
    .getByText(`Вы получили приз ${rub('10.00')}: <img src=x onerror="window.__pwned=1">приз`)
    .waitFor({ timeout: 1000 });
  await expect(page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).resolves.toBeUndefined();
  await page.context().close();
});

test('a page whose Content-Security-Policy allows no worker keeps its connection, on the page: a push still reaches the header', async () => {
  const context = await newContext(browser);
  // A second policy that allows no worker, as a <meta> placed before any script runs (a policy added to the document's
  // headers by interception would make Chromium take the page for a public one and block its calls to loopback).
  await context.addInitScript(`(() => {
    const add = () => {
      const meta = document.createElement('meta');
      meta.httpEquiv = 'Content-Security-Policy';
      meta.content = "worker-src 'none'";
      document.head.prepend(meta);
    };
    if (document.head) add();
    else new MutationObserver((_, observer) => { if (document.head) { observer.disconnect(); add(); } }).observe(document, { childList: true, subtree: true });
  })()`);
  const page = await context.newPage();
  const warnings: string[] = [];
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'error' && message.text().includes('worker-src')) refused.push(message.text());
  });
  await signInThroughUi(page, DEMO.player.email, DEMO.player.password, { baseUrl: stack.spaUrl });
  await page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor();
  await waitUntil('private channel subscribed', () => stack.subscriptions(privateChannel()) === 1);
  expect(refused.length).toBeGreaterThan(0); // the browser did refuse the worker
  expect(page.workers()).toHaveLength(0);
  expect(warnings.some((text) => text.includes('the socket worker could not start'))).toBe(true);

  await stack.pusher.trigger(privateChannel(), 'BalanceChanged', { balance: '4321.00', currency_code: 'RUB' });
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="header-balance"]')?.textContent?.includes(text) ?? false,
    rub('4321.00'),
    { timeout: 2000 },
  );
  await context.close();
});

test("the user channel's part of the client fails to download: fetched again before subscribing, pushes still arrive", async () => {
  const context = await newContext(browser);
  const fetched: string[] = [];
  // The first download of the chunk (the user channel's validators and the sagas of a player's pushes) fails, as on a
  // flaky network; the next ones pass.
  await context.route(/\/assets\/realtime-user\.[0-9a-f]+\.js$/, (route) => {
    fetched.push(route.request().url());
    return fetched.length === 1 ? route.abort('connectionreset') : route.continue();
  });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await signInThroughUi(page, DEMO.player.email, DEMO.player.password, { baseUrl: stack.spaUrl });
  await waitUntil('private channel subscribed', () => stack.subscriptions(privateChannel()) === 1);
  expect(fetched).toHaveLength(2);
  expect(warnings.some((text) => text.includes("could not load the user channel's part of the realtime client"))).toBe(
    true,
  );

  await stack.pusher.trigger(privateChannel(), 'BalanceChanged', { balance: '4567.00', currency_code: 'RUB' });
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="header-balance"]')?.textContent?.includes(text) ?? false,
    rub('4567.00'),
    { timeout: 2000 },
  );
  // The notification toasts' saga came in the same chunk and listens.
  await stack.pusher.trigger(privateChannel(), 'CashRewardNotification', {
    id: 6,
    amount: '15.00',
    currency_code: 'RUB',
    description: 'приз',
  });
  await page.getByText(`Вы получили приз ${rub('15.00')}: приз`).waitFor({ timeout: 2000 });
  await context.close();
});

test('after sign-out, pushes for that user change nothing', async () => {
  const page = await signedInPage();
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('sign-out').click();
  await page.getByTestId('header-balance').waitFor({ state: 'detached' });
  await waitUntil('private channel left', () => stack.subscriptions(privateChannel()) === 0);
  await waitUntil('presence left', () => stack.subscriptions('presence-AuthorizedUsers') === 0);

  await stack.pusher.trigger(privateChannel(), 'PaymentFulfilled', {
    amount: '999.00',
    currency_code: 'RUB',
    balance: '9999.00',
  });
  await page.waitForTimeout(500);
  await expect(page.getByText(`Платёж на ${rub('999.00')}`).count()).resolves.toBe(0);
  await expect(page.getByTestId('header-balance').count()).resolves.toBe(0);
  await page.context().close();
});

test('killing and restarting the realtime server mid-session ends with the balance equal to the server’s', async () => {
  const page = await signedInPage();
  await stack.stopRealtime();
  await page.locator('[data-testid="connection-indicator"]:not([data-state="connected"])').waitFor({ timeout: 10_000 });
  await page.getByTestId('connection-indicator').hover();
  await page.getByRole('tooltip').waitFor();
  await screenshot(page.locator('header'), 'realtime-header-offline');

  // Money moves while the socket is down: the push for it is lost.
  const row = stack.contract.domain.repos.users.byEmail(DEMO.player.email);
  if (!row) throw new Error('seeded player missing');
  await stack.contract.domain.deposits.creditPayment(row.id, 77_700);
  const expected = await serverBalance();

  await stack.startRealtimeAgain();
  await page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="header-balance"]')?.textContent?.includes(text) ?? false,
    rub(expected),
    { timeout: 5000 },
  );
  await waitUntil('resubscribed after the restart', () => stack.subscriptions(privateChannel()) === 1);
  await screenshot(page.locator('header'), 'realtime-header-reconnected');
  await page.context().close();
});

/** What the page heard for its user, kept by `signInConnection`. */
type UserWindow = { Echo?: EchoInstance; heardByUser?: unknown[] };

/** Signs the page's connection in as its player (Echo's `connector.signin()`), keeping the user's `AccountNotice`s. */
async function signInConnection(page: Page): Promise<void> {
  await page.evaluate(() => {
    const scope = window as UserWindow;
    const echo = scope.Echo; // the app's Echo: on `window` outside production
    if (!echo) throw new Error('the page has no window.Echo');
    const heard: unknown[] = [];
    scope.heardByUser = heard;
    echo.connector.pusher.user.bind('AccountNotice', (data: unknown) => heard.push(data));
    echo.connector.signin();
  });
}

const heardByUser = (page: Page, count: number) =>
  page
    .waitForFunction((n) => ((window as UserWindow).heardByUser ?? []).length >= n, count, { timeout: 5000 })
    .then(() => page.evaluate(() => (window as UserWindow).heardByUser));

test('after Echo’s signin the SDK’s sendToUser reaches the player’s page, and not another player’s', async () => {
  const player = await signedInPage();
  const other = await (await newContext(browser)).newPage();
  await signInByCookie(other, { spaUrl: stack.spaUrl, server: stack.contract }, 'unverified');
  await other.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor();
  await Promise.all([signInConnection(player), signInConnection(other)]);
  await waitUntil(
    'both connections signed in',
    () =>
      stack.subscriptions(`#server-to-user-${playerUuid}`) === 1 &&
      stack.subscriptions(`#server-to-user-${DEMO.unverified.uuid}`) === 1,
  );

  // Sent in this order, a notice wrongly routed to the other page would reach it before that page's own.
  await stack.pusher.sendToUser(playerUuid, 'AccountNotice', { text: 'for the player' });
  await stack.pusher.sendToUser(DEMO.unverified.uuid, 'AccountNotice', { text: 'for the other player' });
  await expect(heardByUser(player, 1)).resolves.toEqual([{ text: 'for the player' }]);
  await expect(heardByUser(other, 1)).resolves.toEqual([{ text: 'for the other player' }]);
});
