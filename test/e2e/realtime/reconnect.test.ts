/**
 * Reconnect in a real browser (production build): the realtime server runs in its own process and is killed
 * with SIGKILL, as when its host dies. The page says so in the header, comes back by itself once the server
 * listens again, shows the balance the server holds (money moved while the socket was down) and takes pushes
 * again. Coming back online, or the tab becoming visible, makes the page check its connection at once: a new
 * socket when it is down, a ping when it says it is connected.
 */
import type { Browser, Page } from 'playwright-core';
import Pusher from 'pusher';
import { formatMoney } from '@/ui/format';
import { connectionMessages } from '@/features/connection/messages';
import { startSpaServer } from '../../../scripts/serveSpa';
import { startTestContractServer, type TestContractServer } from '../../support/contractServer';
import { startRealtimeServerProcess, type RealtimeServerProcess } from '../../support/realtimeServerProcess';
import { DEMO, launchBrowser, newContext, signInThroughUi } from '../support';

jest.setTimeout(180_000);

const app = { id: 'e2e-reconnect-app', key: 'e2e-reconnect-key', secret: 'e2e-reconnect-secret' };

/** Counts the page's WebSockets and keeps what it sends, before any of the app's code runs. */
const SOCKET_SPY = `(() => {
  const Native = window.WebSocket;
  window.__sockets = 0;
  window.__sent = [];
  window.WebSocket = class extends Native {
    constructor(...args) { super(...args); window.__sockets += 1; }
    send(data) { window.__sent.push(String(data)); return super.send(data); }
  };
})();`;

let realtime: RealtimeServerProcess;
let spa: Awaited<ReturnType<typeof startSpaServer>>;
let contract: TestContractServer;
let browser: Browser;
let pusher: Pusher;
let page: Page;
let channel: string;

const rub = (amount: string) => formatMoney(amount, 'RUB');
const indicator = (state: string) => page.locator(`[data-testid="connection-indicator"][data-state="${state}"]`);
const headerShows = (text: string) =>
  page.waitForFunction((t) => document.querySelector('[data-testid="header-balance"]')?.textContent?.includes(t) ?? false, text, { timeout: 30_000 });

beforeAll(async () => {
  realtime = await startRealtimeServerProcess(app);
  let config = {};
  spa = await startSpaServer({ port: 0, config: () => config });
  contract = await startTestContractServer({ spaUrl: spa.url, startRealtime: false, realtimePort: realtime.port, realtime: { appId: app.id, key: app.key, secret: app.secret } });
  config = { environment: 'test', apiBaseUrl: contract.apiUrl, realtime: { host: '127.0.0.1', port: realtime.port, scheme: 'ws', key: app.key, cluster: '' }, versionPollMs: 0 };
  pusher = new Pusher({ appId: app.id, key: app.key, secret: app.secret, host: '127.0.0.1', port: String(realtime.port), useTLS: false });
  browser = await launchBrowser();
  const token = await contract.signIn(DEMO.player.email, DEMO.player.password);
  const uuid = ((await (await contract.api('/auth/user', { token })).json()) as { user: { uuid: string } }).user.uuid;
  channel = `private-App.Models.User.${uuid}`;
  const context = await newContext(browser);
  await context.addInitScript({ content: SOCKET_SPY });
  page = await context.newPage();
  await signInThroughUi(page, DEMO.player.email, DEMO.player.password, { baseUrl: spa.url });
  await indicator('connected').waitFor({ timeout: 30_000 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.allSettled([spa?.close(), contract?.close()]);
  await realtime?.close();
});

/** Pushes `balance` until the header shows it (pushes sent before the page subscribed again are lost). */
async function pushUntilShown(balance: string): Promise<void> {
  const shown = headerShows(rub(balance));
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
  const state = (await down.getAttribute('data-state')) as 'reconnecting' | 'unavailable' | 'offline' | 'connecting';
  await expect(down.getAttribute('aria-label')).resolves.toBe(connectionMessages.ru[state]);

  // Money moves while the socket is down: its push is lost, the re-fetch after the reconnect brings it.
  const row = contract.domain.repos.users.byEmail(DEMO.player.email);
  if (!row) throw new Error('seeded player missing');
  const payment = await contract.domain.wallet.creditPayment(row.id, 55_500);

  await realtime.restart();
  await indicator('connected').waitFor({ timeout: 30_000 });
  await headerShows(rub(payment.balance));
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
  // Dispatched and counted in one turn of the page's event loop: no timer of the page can run in between.
  const newSockets = await page.evaluate(() => {
    const w = window as unknown as { __sockets: number };
    const before = w.__sockets;
    window.dispatchEvent(new Event('online'));
    return w.__sockets - before;
  });
  expect(newSockets).toBeGreaterThanOrEqual(1);
  await indicator('connected').waitFor({ timeout: 30_000 });
  await pushUntilShown('2468.00');
});

test('the tab becoming visible pings a connection that says it is connected, and it stays connected', async () => {
  await indicator('connected').waitFor({ timeout: 30_000 });
  const sentPing = await page.evaluate(async () => {
    const w = window as unknown as { __sent: string[] };
    const before = w.__sent.length;
    document.dispatchEvent(new Event('visibilitychange'));
    // pusher-js hands a frame to the socket from a zero-delay timer; ours, set after it, runs after it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return w.__sent.slice(before).some((frame) => frame.includes('"pusher:ping"'));
  });
  expect(sentPing).toBe(true);
  await pushUntilShown('1357.00');
  await expect(indicator('connected').count()).resolves.toBe(1);
});
