/**
 * One connection per browser, in Chromium (production build): three tabs of the site in one browser context share the
 * socket worker's one WebSocket (the realtime server counts one connection and one subscription of the player's
 * channel). A payment push changes the balance in all three and shows its toast once, in the tab looked at last; a
 * sign-out in one tab signs the others out, and the player's channels are left. Where the browser has no SharedWorker,
 * each tab keeps its own socket, and the tabs still agree over a BroadcastChannel on the toast and the sign-out. A tab
 * whose renderer crashes (no goodbye) gives its channels back at once, since the Web Lock it held while it lived goes
 * free, while the other tab keeps the connection and its pushes. A tab whose script stops for the configured
 * `realtime.tabTimeoutMs` (here 3 s; it keeps its lock, as a frozen tab does) is given up for its silence, and when it
 * runs again it rejoins and recovers what it missed.
 */
import type { Page } from 'playwright-core';
import type { EchoInstance } from '@/realtime/echoFactory';
import { formatMoney } from '@/ui/format';
import { newContext } from '../support/browser';
import { waitUntil } from '../support/realtimeStack';
import { DEMO, headerShowsBalance, signInThroughUi } from '../support/ui';
import { browser, playerUuid, setUpRealtimeBrowserSuite, stack } from '../support/realtimeSuite';

jest.setTimeout(90_000);

const TAB_TIMEOUT_MS = 3000;
/** Far longer than any wait below: what is given back sooner was not given back for silence. */
const LONG_TAB_TIMEOUT_MS = 120_000;
setUpRealtimeBrowserSuite({ tabTimeoutMs: TAB_TIMEOUT_MS });

const privateChannel = () => `private-App.Models.User.${playerUuid}`;
const rub = (amount: string) => formatMoney(amount, 'RUB');
const connected = (page: Page) =>
  page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor();

/** `count` signed-in tabs of one browser context; the last opened last (the one the player looks at). */
async function openTabs(count: number, withoutSharedWorker = false): Promise<Page[]> {
  const context = await newContext(browser);
  // Chrome on Android has no SharedWorker.
  if (withoutSharedWorker) await context.addInitScript({ content: 'delete window.SharedWorker;' });
  const first = await context.newPage();
  await signInThroughUi(first, DEMO.player.email, DEMO.player.password, { baseUrl: stack.spaUrl });
  await connected(first);
  const tabs = [first];
  while (tabs.length < count) {
    const next = await context.newPage(); // signed in by the same cookie; the player looks at it now
    await next.goto(stack.spaUrl);
    await next.getByTestId('header-balance').waitFor();
    await connected(next);
    tabs.push(next);
  }
  return tabs;
}

/** A payment push: the balance changes in every tab, and its toast shows in the last one only. */
async function paymentSeenOnce(tabs: Page[]): Promise<void> {
  await stack.pusher.trigger(privateChannel(), 'PaymentFulfilled', {
    amount: '320.00',
    currency_code: 'RUB',
    balance: '3320.00',
  });
  const toast = `Платёж на ${rub('320.00')} зачислен. Баланс: ${rub('3320.00')}`;
  await Promise.all(tabs.map((tab) => headerShowsBalance(tab, '3320.00')));
  const looked = tabs[tabs.length - 1] as Page;
  await looked.getByText(toast).waitFor({ timeout: 2000 });
  await looked.waitForTimeout(500); // the other tabs took the same push: their toasts would be up by now
  for (const other of tabs.slice(0, -1)) await expect(other.getByText(toast).count()).resolves.toBe(0);
}

/** A sign-out in the first tab signs out the others; the player's channels are left. */
async function signOutReachesAll([first, ...others]: Page[]): Promise<void> {
  if (!first) throw new Error('no tab');
  await first.getByTestId('user-menu-button').click();
  await first.getByTestId('sign-out').click();
  for (const other of others) await other.getByTestId('header-balance').waitFor({ state: 'detached', timeout: 5000 });
  await waitUntil('private channel left', () => stack.subscriptions(privateChannel()) === 0);
  await waitUntil('presence left', () => stack.subscriptions('presence-AuthorizedUsers') === 0);
}

/** Two tabs sharing the player's channel; the second also holds a channel of its own, `only-in-the-second-tab`. */
async function twoTabsTheSecondWithAChannelOfItsOwn(): Promise<[Page, Page]> {
  const [first, second] = (await openTabs(2)) as [Page, Page];
  await waitUntil('private channel subscribed', () => stack.subscriptions(privateChannel()) === 1);
  // The app's Echo is on `window` outside production.
  await second.evaluate(() => void (window as { Echo?: EchoInstance }).Echo?.channel('only-in-the-second-tab'));
  await waitUntil('the second tab’s own channel', () => stack.subscriptions('only-in-the-second-tab') === 1);
  return [first, second];
}

test('three tabs: one WebSocket, a push in all three, its toast once, and a sign-out in one signs out all', async () => {
  const tabs = await openTabs(3);
  await waitUntil('private channel subscribed', () => stack.subscriptions(privateChannel()) === 1);
  expect(stack.connections()).toBe(1);
  expect(stack.subscriptions('presence-AuthorizedUsers')).toBe(1);
  await paymentSeenOnce(tabs);
  expect(stack.connections()).toBe(1);
  await signOutReachesAll(tabs);
  await tabs[0]?.context().close();
});

test('without SharedWorker each tab has its own socket, and still a toast shows once and a sign-out reaches all', async () => {
  const tabs = await openTabs(3, true);
  await waitUntil('private channel subscribed three times', () => stack.subscriptions(privateChannel()) === 3);
  expect(stack.connections()).toBe(3);
  await paymentSeenOnce(tabs);
  await signOutReachesAll(tabs);
  await tabs[0]?.context().close();
});

test('a tab that crashes gives its channels back at once, long before its silence timeout; the other tab keeps the connection and its pushes', async () => {
  // The tabs' silence timeout is long here: a crashed tab says no goodbye, but the Web Lock it held goes free.
  stack.configureNewPages({ tabTimeoutMs: LONG_TAB_TIMEOUT_MS });
  const [first, second] = await twoTabsTheSecondWithAChannelOfItsOwn().finally(() =>
    stack.configureNewPages({ tabTimeoutMs: TAB_TIMEOUT_MS }),
  );

  const devtools = await second.context().newCDPSession(second);
  void devtools.send('Page.crash').catch(() => undefined); // no answer comes: the renderer is gone, without `pagehide`
  await waitUntil('the crashed tab’s channel given back', () => stack.subscriptions('only-in-the-second-tab') === 0);
  expect(stack.connections()).toBe(1);
  expect(stack.subscriptions(privateChannel())).toBe(1);
  await stack.pusher.trigger(privateChannel(), 'BalanceChanged', { balance: '4455.00', currency_code: 'RUB' });
  await headerShowsBalance(first, '4455.00');
  await first.context().close();
});

test('a tab whose script stops past its timeout is given up, and once it runs again it rejoins and recovers what was missed', async () => {
  const [first, second] = await twoTabsTheSecondWithAChannelOfItsOwn();

  // Its script stops, as in a tab Chrome froze in the background (headless Chromium freezes no visible page, so the
  // debugger pauses it): no timers, no pings, no goodbye.
  const devtools = await second.context().newCDPSession(second);
  await devtools.send('Debugger.enable');
  await devtools.send('Debugger.pause');
  await waitUntil(
    'the stopped tab’s channel given back',
    () => stack.subscriptions('only-in-the-second-tab') === 0,
    TAB_TIMEOUT_MS + 5000,
  );
  // Money moves while it is stopped: the other tab takes the push live.
  const player = stack.contract.domain.repos.users.byEmail(DEMO.player.email);
  if (!player) throw new Error('seeded player missing');
  const payment = await stack.contract.domain.deposits.creditPayment(player.id, 12_300);
  await headerShowsBalance(first, payment.balance);
  expect(stack.connections()).toBe(1);

  // Running again, the tab pings and hears it was given up: it subscribes its channels again and recovers the payment it
  // missed, with the summary a player sees after time away.
  await devtools.send('Debugger.resume');
  await waitUntil('its channel subscribed again', () => stack.subscriptions('only-in-the-second-tab') === 1);
  await headerShowsBalance(second, payment.balance);
  await second.locator('#notistack-snackbar', { hasText: 'Пока вас не было: зачислен платёж' }).waitFor();
  expect(stack.connections()).toBe(1);
  expect(stack.subscriptions(privateChannel())).toBe(1);
  await first.context().close();
});
