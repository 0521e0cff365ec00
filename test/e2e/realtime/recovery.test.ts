/**
 * Nothing lost while the network is gone, in Chromium (production build): a signed-in browser whose socket runs
 * through a TCP proxy is cut off for 10 s (its connection closed, new ones refused) while the server's own domain
 * produces a private event of every kind. Another browser of the same player is never cut. Each has a tab on the
 * bonuses and one on the free spins. When the network comes back, the cut tabs ask what they missed
 * (docs/realtime-recovery.md): each tab's exported action log holds every missed event as its own push action marked
 * recovered, in `seq` order, and folds to the same balance, bonuses, free spins, notifications and withdrawals as the
 * same tab of the browser never cut. A second cut with nothing missed costs one small request and refetches no list.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import '@/app/allEndpoints';
import type { RootState } from '@/app/rootReducer';
import { foldingReducer } from '@/app/lazySlices';
import { parseReportFile, type RecordedAction } from '@/diagnostics/logFormat';
import { foldLog } from '@/features/replay/replayLog';
import { recoveryMessages } from '@/realtime/recoverySummary';
import { eventActionTypes } from '@/realtime/realtimeActions';
import { isRecovered } from '@/realtime/recoveredPush';
import type { WireEventName } from '@/realtime/events';
import { newContext } from '../support/browser';
import { networkSettled } from '../support/networkSettled';
import { waitUntil } from '../support/realtimeStack';
import { headerShowsBalance } from '../support/ui';
import { browser, setUpRealtimeBrowserSuite, stack } from '../support/realtimeSuite';
import { startTcpProxy, type TcpProxy } from '../../support/tcpProxy';
import { json } from '../../support/contractServerHelpers';
import { newPlayer } from '../../support/walletFixtures';
import { describeProblemFromMenu, downloadReport } from '../support/reportDialog';

jest.setTimeout(180_000);

setUpRealtimeBrowserSuite();

const CUT_MS = 10_000;
/** The private events the domain sends during the cut, one of every kind a player can miss. */
const EVERY_PRIVATE_KIND: WireEventName[] = [
  'PaymentFulfilled',
  'BonusCreatedNotification',
  'BonusFulfilledNotification',
  'CashRewardNotification',
  'FreespinRewardNotification',
  'SettingsUpdated',
  'WithdrawalStatusChanged',
  'BalanceChanged',
];

const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'recovery-e2e-'));
let proxy: TcpProxy;
beforeAll(async () => {
  proxy = await startTcpProxy({ host: '127.0.0.1', port: stack.realtimePort });
});
afterAll(async () => {
  await proxy?.close();
  fs.rmSync(downloads, { recursive: true, force: true });
});

type Player = Awaited<ReturnType<typeof newPlayer>>;
interface Missed {
  stream: string;
  seq: number;
  events: { event: WireEventName; data: { seq: number } }[];
}

const indicator = (page: Page) => page.getByTestId('connection-indicator');
const connected = (page: Page, timeout = 10_000) =>
  page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor({ timeout });
/** The tabs may be recovering first, which takes longer than a push on a live connection. */
const headerShows = (page: Page, amount: string) => headerShowsBalance(page, amount, 30_000);
const missed = async (player: Player, query = ''): Promise<Missed> =>
  json<Missed>(await stack.contract.api(`/realtime/missed${query}`, { token: player.token }));

/**
 * A browser of its own (so its own socket worker, and its own connection) signed in as `player`, with a tab on each
 * list a push keeps current: the bonuses, then the free spins (the tab the player looks at).
 */
async function openBrowser(player: Player, realtimePort: number): Promise<[Page, Page]> {
  stack.configureNewPages({ port: realtimePort });
  const context = await newContext(browser, { acceptDownloads: true });
  await context.addCookies([{ name: 'auth_token', value: player.token, url: stack.spaUrl, sameSite: 'Lax' }]);
  const tabs: Page[] = [];
  for (const screen of ['/bonuses', '/freespins']) {
    const page = await context.newPage();
    await page.goto(`${stack.spaUrl}${screen}`);
    await page.locator('[data-auth-status="signedIn"]').waitFor();
    await connected(page);
    tabs.push(page);
  }
  return tabs as [Page, Page];
}

/** The tab's action log as a player exports it: the report dialog's download, folded to its final state. */
async function exportedLog(page: Page, name: string): Promise<{ actions: RecordedAction[]; state: RootState }> {
  const dialog = await describeProblemFromMenu(page, 'Что пришло, пока не было сети');
  const file = path.join(downloads, `${name}.json`);
  await (await downloadReport(page, dialog)).saveAs(file);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  const log = parseReportFile(fs.readFileSync(file, 'utf8'));
  const replay = foldLog(log, foldingReducer());
  if (replay.foldError) throw new Error(replay.foldError);
  return { actions: log.actions, state: replay.states[replay.states.length - 1] as RootState };
}

/**
 * What the player sees of their money and rewards, from a folded state: bookkeeping left out (when this page received
 * a push, its local id, how fresh a value is).
 */
function playerView(state: RootState) {
  const data = (endpoint: string) =>
    Object.values(state.api.queries)
      .filter((entry) => entry?.endpointName === endpoint && entry.status === 'fulfilled')
      .map((entry) => entry?.data);
  return {
    balance: state.auth.user?.balance,
    unread: state.notifications.unreadCount,
    notifications: state.notifications.feed.map(({ type, data, read }) => ({ type, data, read })),
    withdrawals: Object.values(state.withdrawals.pushed).map((pushed) => pushed?.withdrawal),
    settings: state.site.settings,
    bonuses: data('getBonuses'),
    freespins: data('getFreespins'),
  };
}

/** Requests the tab makes to the API from now on, by path. */
function apiRequests(page: Page): { paths: string[]; stop(): void } {
  const paths: string[] = [];
  const api = new URL(stack.contract.apiUrl);
  const listen = (request: Request) => {
    const url = new URL(request.url());
    if (url.host === api.host) paths.push(`${request.method()} ${url.pathname.slice(api.pathname.length)}`);
  };
  page.on('request', listen);
  return { paths, stop: () => page.off('request', listen) };
}

/** Closes the proxied connection and refuses new ones for `ms`, running `meanwhile`; then lets the network back. */
async function cutFor(page: Page, ms: number, meanwhile: () => Promise<void>): Promise<void> {
  const cutAt = Date.now();
  proxy.refuse(true);
  proxy.cut();
  await waitUntil(
    'the cut tab notices',
    async () => (await indicator(page).getAttribute('data-state')) !== 'connected',
  );
  await meanwhile();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, cutAt + ms - Date.now())));
  proxy.refuse(false);
}

test('tabs cut off for 10 s get every private push they missed as recovered actions, and end where tabs never cut are', async () => {
  const { domain } = stack.contract;
  const player = await newPlayer(stack.contract, '1000');
  domain.repos.users.update(player.id, { locale: 'ru' });
  // What the cut will settle or fulfil: a pending withdrawal and a bonus with its wagering done.
  const requested = await stack.contract.api('/withdrawals', {
    method: 'POST',
    token: player.token,
    json: { amount: '500.00', method: 'card', details: '4276 0000 0000 1234' },
  });
  expect(requested.status).toBe(201);
  const { withdrawal } = await json<{ withdrawal: { id: number } }>(requested);
  const bonus = await domain.rewards.grantBonus(player.id, 'Стартовый', 10_000, 1);
  const game = (await json<{ data: { slug: string }[] }>(await stack.contract.api('/games?per_page=1'))).data[0];
  if (!game) throw new Error('no game in the catalogue');

  const cutTabs = await openBrowser(player, proxy.port);
  const steadyTabs = await openBrowser(player, stack.realtimePort);
  const channel = `private-App.Models.User.${player.uuid}`;
  await waitUntil('both browsers on the player’s channel', () => stack.subscriptions(channel) === 2, 10_000);
  const before = await missed(player);
  /** The balance the server holds, as the API writes it. */
  const serverBalance = () => ((domain.repos.users.byUuid(player.uuid)?.balance_minor ?? NaN) / 100).toFixed(2);

  await cutFor(cutTabs[1], CUT_MS, async () => {
    await domain.deposits.creditPayment(player.id, 25_000);
    await domain.rewards.grantBonus(player.id, 'Бонус дня', 5_000, 10);
    await domain.rewards.fulfilBonus(bonus.id);
    await domain.rewards.cashReward(player.id, 7_500, 'Приз турнира');
    await domain.rewards.grantFreespins(player.id, game.slug, 15);
    await domain.players.settingsUpdated(player.id);
    await domain.withdrawals.decideWithdrawal(withdrawal.id, 'rejected');
    await domain.publisher.flush();
    await Promise.all(steadyTabs.map((tab) => headerShows(tab, serverBalance())));
  });
  const sent = await missed(player, `?after=${before.seq}&stream=${before.stream}`);
  expect(new Set(sent.events.map((e) => e.event))).toEqual(new Set(EVERY_PRIVATE_KIND));

  // Back online: the browser reconnects by itself (its back-off), the tabs recover, and the one looked at says so once.
  await connected(cutTabs[1], 45_000);
  await Promise.all(cutTabs.map((tab) => headerShows(tab, serverBalance())));
  const summary = cutTabs[1].locator('#notistack-snackbar', { hasText: recoveryMessages.ru.summary.split('{')[0] });
  await summary.waitFor();
  await expect(cutTabs[1].locator('#notistack-snackbar').count()).resolves.toBe(1);
  await expect(cutTabs[0].locator('#notistack-snackbar').count()).resolves.toBe(0);

  for (const [i, screen] of ['bonuses', 'freespins'].entries()) {
    const cut = await exportedLog(cutTabs[i] as Page, `cut-${screen}`);
    const steady = await exportedLog(steadyTabs[i] as Page, `steady-${screen}`);
    // Each missed event, in the order the server numbered them, as the push action it would have been live.
    expect(cut.actions.filter(isRecovered).map((a) => [a.type, (a.payload as { seq?: number }).seq])).toEqual(
      sent.events.map((e) => [eventActionTypes[e.event], e.data.seq]),
    );
    // The browser never cut took the same pushes live.
    expect(steady.actions.filter(isRecovered)).toEqual([]);
    expect(playerView(cut.state)).toEqual(playerView(steady.state));
    expect(playerView(cut.state)[screen as 'bonuses' | 'freespins']).not.toEqual([]);
    expect(playerView(cut.state).balance).toBe(serverBalance());
  }

  // A second cut in which nothing happens: one look at the history a tab, no list fetched again.
  const requests = cutTabs.map(apiRequests);
  await cutFor(cutTabs[1], 2000, async () => {});
  await connected(cutTabs[1], 45_000);
  for (const [i, tab] of cutTabs.entries()) {
    const paths = requests[i]?.paths ?? [];
    await waitUntil('the history asked', () => paths.includes('GET /realtime/missed'), 10_000);
    // A refetch would start as soon as the answer is read: wait until the tab's network has been quiet a while.
    await networkSettled(tab, 500, 10_000);
    requests[i]?.stop();
    expect(paths.filter((p) => p.startsWith('GET '))).toEqual(['GET /realtime/missed']);
  }
});
