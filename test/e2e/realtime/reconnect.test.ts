/**
 * Reconnect in a real browser (production build): the realtime server runs in its own process and is killed
 * with SIGKILL, as when its host dies. The page says so in the header, comes back by itself once the server
 * listens again, shows the balance the server holds (money moved while the socket was down) and takes pushes
 * again. Coming back online, or the tab becoming visible, makes the page check its connection at once: a new
 * connection attempt when it is down, a ping when it says it is connected (the page asks its socket worker, in the
 * same turn as the event). A socket worker that throws is ended and replaced, and the page is live again.
 */
import type { Browser, Page } from 'playwright-core';
import type Pusher from 'pusher';
import { connectionMessages } from '@/features/connection/messages';
import type { SpaServer } from '../../../scripts/serveSpa';
import type { TestContractServer } from '../../support/contractServer';
import type { RealtimeServerProcess } from '../../support/realtimeServerProcess';
import { launchBrowser, newContext } from '../support/browser';
import { DEMO, headerShowsBalance, signInThroughUi } from '../support/ui';
import { type ProcessRealtimeStack, startStackWithRealtimeProcess, waitUntil } from '../support/realtimeStack';

jest.setTimeout(180_000);

const app = { id: 'e2e-reconnect-app', key: 'e2e-reconnect-key', secret: 'e2e-reconnect-secret' };

/**
 * Keeps every command the page posts to its socket worker (where pusher-js runs), before any of the app's code
 * runs: the page's side of "start a connection attempt" and "ping" is a command, posted in the same turn. These tests
 * watch the page's own socket worker, as a browser without SharedWorker (Chrome on Android) runs it: Playwright sees a
 * dedicated worker's sockets and errors, not a shared one's (tabs.test.ts covers the shared socket).
 */
const WORKER_COMMAND_SPY = `(() => {
  delete window.SharedWorker;
  window.__commands = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    window.__commands.push(message);
    return post.call(this, message, ...rest);
  };
})();`;

type Command = { type: string; event?: string };

let stack: ProcessRealtimeStack;
let realtime: RealtimeServerProcess;
let spa: SpaServer;
let contract: TestContractServer;
let browser: Browser;
let pusher: Pusher;
let page: Page;
let channel: string;
/** Every frame the page's sockets (in its socket worker) sent, as Chromium reports them. */
const framesSent: string[] = [];

const indicator = (state: string) => page.locator(`[data-testid="connection-indicator"][data-state="${state}"]`);
/** The page may be reconnecting first, which takes longer than a push on a live connection. */
const headerShows = (balance: string) => headerShowsBalance(page, balance, 30_000);

beforeAll(async () => {
  stack = await startStackWithRealtimeProcess(app);
  ({ realtime, spa, contract, pusher } = stack);
  browser = await launchBrowser();
  const token = await contract.signInAs('player');
  const uuid = ((await (await contract.api('/auth/user', { token })).json()) as { user: { uuid: string } }).user.uuid;
  channel = `private-App.Models.User.${uuid}`;
  const context = await newContext(browser);
  await context.addInitScript({ content: WORKER_COMMAND_SPY });
  page = await context.newPage();
  page.on('websocket', (socket) => socket.on('framesent', (frame) => framesSent.push(String(frame.payload))));
  await signInThroughUi(page, DEMO.player.email, DEMO.player.password, { baseUrl: spa.url });
  await indicator('connected').waitFor({ timeout: 30_000 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** Pushes `balance` until the header shows it (pushes sent before the page subscribed again are lost). */
async function pushUntilShown(balance: string): Promise<void> {
  const shown = headerShows(balance);
  let done = false;
  void shown.finally(() => {
    done = true;
  });
  while (!done) {
    await pusher.trigger(channel, 'BalanceChanged', { balance, currency_code: 'RUB' }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await shown;
}

test('after a SIGKILL and a restart of the realtime server the page is live again and shows the server’s balance', async () => {
  await pushUntilShown('4321.00');
  await realtime.kill();
  const down = page.locator('[data-testid="connection-indicator"]:not([data-state="connected"])');
  await down.waitFor({ timeout: 30_000 });
  // The header says in words what is going on.
  // Both read at one moment: the state moves on (reconnecting, then unavailable) while the page retries.
  const [state, label] = await down.evaluate((element) => [
    element.getAttribute('data-state') as 'reconnecting' | 'unavailable' | 'offline' | 'connecting',
    element.getAttribute('aria-label'),
  ]);
  expect(label).toBe(connectionMessages.ru[state]);

  // Money moves while the socket is down: its push is lost, the re-fetch after the reconnect brings it.
  const row = contract.domain.repos.users.byEmail(DEMO.player.email);
  if (!row) throw new Error('seeded player missing');
  const payment = await contract.domain.deposits.creditPayment(row.id, 55_500);

  await realtime.restart();
  await indicator('connected').waitFor({ timeout: 30_000 });
  await headerShows(payment.balance);

  // The missed push comes back as one summary toast, whose button opens the notifications without a reload.
  const summary = page.locator('#notistack-snackbar', { hasText: 'Пока вас не было: зачислен платёж' });
  await summary.waitFor();
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.locator('.notistack-SnackbarContainer').getByRole('button', { name: 'Уведомления' }).click();
  await page.waitForURL(/\/notifications$/);
  await page.getByTestId('notification-item').first().waitFor();
  await expect(page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).resolves.toBe(true);
  await pushUntilShown('8765.00');
});

test('coming back online starts a new connection attempt at once, without waiting for the next retry', async () => {
  await realtime.kill();
  await page.locator('[data-testid="connection-indicator"]:not([data-state="connected"])').waitFor({ timeout: 30_000 });
  // Offline first: the page stops its own retries, so none of them can reconnect while the server restarts (on a busy
  // machine a restart outlasts the first retry) and the next socket can only come from the 'online' below.
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await indicator('offline').waitFor({ timeout: 30_000 });
  await realtime.restart();
  // Dispatched and read in one turn of the page's event loop: no timer of the page can run in between, so a
  // connection attempt asked for here can only come from the 'online' event.
  const commands = await page.evaluate(() => {
    const w = window as unknown as { __commands: Command[] };
    const before = w.__commands.length;
    window.dispatchEvent(new Event('online'));
    return w.__commands.slice(before);
  });
  expect(commands.map((c) => c.type)).toContain('reconnect');
  await indicator('connected').waitFor({ timeout: 30_000 });
  await pushUntilShown('2468.00');
});

test('the tab becoming visible pings a connection that says it is connected, and it stays connected', async () => {
  await indicator('connected').waitFor({ timeout: 30_000 });
  const framesBefore = framesSent.length;
  const commands = await page.evaluate(() => {
    const w = window as unknown as { __commands: Command[] };
    const before = w.__commands.length;
    document.dispatchEvent(new Event('visibilitychange'));
    return w.__commands.slice(before);
  });
  expect(commands).toContainEqual(expect.objectContaining({ type: 'send', event: 'pusher:ping' }));
  // …and the ping goes over the wire.
  await waitUntil('the ping frame sent', () =>
    framesSent.slice(framesBefore).some((frame) => frame.includes('"pusher:ping"')),
  );
  await pushUntilShown('1357.00');
  await expect(indicator('connected').count()).resolves.toBe(1);
});

test('a socket worker that throws is ended and replaced by a new one: the page is connected again and takes pushes', async () => {
  await indicator('connected').waitFor({ timeout: 30_000 });
  const isSocketWorker = (url: string) => /\/assets\/realtime-socket\.[0-9a-f]+\.js$/.test(url);
  const failing = page.workers().find((worker) => isSocketWorker(worker.url()));
  if (!failing) throw new Error('no socket worker on the page');
  const ended = new Promise<void>((resolve) => failing.once('close', () => resolve()));
  const replacement = page.waitForEvent('worker', {
    predicate: (worker) => isSocketWorker(worker.url()),
    timeout: 30_000,
  });
  const logged = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('[realtime] the socket worker failed'),
    timeout: 30_000,
  });
  // An uncaught error in the worker (as a bug in pusher-js would throw from a timer) reaches the page as the
  // worker's `error` event.
  await failing.evaluate(() => {
    setTimeout(() => {
      throw new Error('socket worker test failure');
    }, 0);
  });
  await logged;
  await ended;
  await replacement;
  await indicator('connected').waitFor({ timeout: 30_000 });
  // The new worker subscribed to the private channel again (signed by the page) and hears its pushes.
  await pushUntilShown('9753.00');
});

test('on a slow network (1.2 s a round trip) the first connection attempt is carried through, not cut short and started over', async () => {
  const context = await newContext(browser);
  await context.addInitScript({ content: 'delete window.SharedWorker;' }); // its sockets are the page's to watch
  const guest = await context.newPage();
  const cdp = await context.newCDPSession(guest);
  await cdp.send('Network.enable');
  // Applies to the page, its socket worker and the WebSocket handshake alike.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1200,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const sockets: { closed: boolean }[] = [];
  guest.on('websocket', (socket) => {
    // pusher-js itself tries TLS beside a plain attempt that takes over 2 s; that one is its own and ends on its own.
    if (!socket.url().startsWith('ws://')) return;
    const seen = { closed: false };
    sockets.push(seen);
    socket.on('close', () => {
      seen.closed = true;
    });
  });
  await guest.goto(spa.url);
  // The handshake takes longer than the short retry delay (0.5–2 s) that follows a refused attempt.
  await guest.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor({ timeout: 90_000 });
  expect(sockets).toEqual([{ closed: false }]);
  await context.close();
}, 150_000);
