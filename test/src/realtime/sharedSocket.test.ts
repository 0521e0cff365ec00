/** @jest-environment node */
/**
 * One connection per browser (docs/realtime-client.md, "Tabs"): two tabs (two real stores) on one socket host, as a
 * SharedWorker serves them, against the contract server. The realtime server sees one connection and one
 * subscription of the player's channel; a push reaches both tabs' stores as their own actions; a sign-out in one tab
 * signs out the other (its channels left); a tab that closes leaves the other's connection alone; a tab that dies
 * without a word (no `bye`, no more pings) gives its channels back after its timeout, and joins again if it speaks.
 * Which tab shows a push's toast: the one looked at last.
 */
import { BroadcastChannel } from 'node:worker_threads';
import { signedIn, signedOut } from '@/session/sessionActions';
import { userChannelName } from '@/realtime/events';
import { echoOverSocketWorker } from '@/realtime/createEcho';
import { ToastTab, type TabChannel } from '@/realtime/tabs/toastTab';
import type { WorkerCommand } from '@/realtime/socketWorker/protocol';
import { sharedInProcessSocketWorker } from '../../support/inProcessSocketWorker';
import { buildStore, signInAs, waitFor, type Servers, type TestStore } from '../../support/realtimeHarness';
import { startTestContractServer } from '../../support/contractServer';

jest.setTimeout(30_000);
let servers: Servers;
const tabs: TestStore[] = [];
const lines: TabChannel[] = [];
let testNumber = 0;

beforeAll(async () => {
  servers = await startTestContractServer({ standaloneRealtime: true });
});
beforeEach(() => {
  testNumber += 1;
});
afterEach(() => {
  for (const tab of tabs.splice(0)) tab.stop();
  for (const line of lines.splice(0)) line.close();
});
afterAll(async () => {
  await servers.close();
});

/** A line between this test's tabs (Node's BroadcastChannel, as the browser's joins the tabs of a site). */
function tabLine(): TabChannel {
  const line = new BroadcastChannel(`tabs-${testNumber}`) as unknown as TabChannel;
  lines.push(line);
  return line;
}

/** Two signed-in tabs of one browser: one socket host (the shared worker), each tab its store and its line. */
async function twoTabs() {
  const createEcho = echoOverSocketWorker(sharedInProcessSocketWorker());
  const [a, b] = [0, 1].map(() => buildStore(servers, { createEcho, openTabChannel: tabLine })) as [
    TestStore,
    TestStore,
  ];
  tabs.push(a, b);
  for (const tab of [a, b]) {
    await waitFor('connected', () => tab.store.getState().realtime.status === 'connected');
    tab.store.dispatch(signedIn({ user: await signInAs(servers, tab.tokens, 'player') }));
  }
  const uuid = a.store.getState().auth.user?.uuid ?? '';
  const channel = `private-${userChannelName(uuid)}`;
  const onBoth = (check: (tab: TestStore) => boolean) => check(a) && check(b);
  await waitFor('both tabs subscribed', () =>
    onBoth((tab) => tab.actions.some((action) => action.type === 'realtime/presenceSynced')),
  );
  await waitFor('the private channel subscribed', () => servers.standalone.subscriptions(channel) === 1);
  return { a, b, channel, onBoth };
}

test('two tabs share one connection and one subscription; a push reaches both stores as their own action', async () => {
  const { a, b, channel, onBoth } = await twoTabs();
  expect(servers.standalone.connections()).toBe(1);
  expect(servers.standalone.subscriptions(channel)).toBe(1);
  expect(servers.standalone.subscriptions('presence-AuthorizedUsers')).toBe(1);

  await servers.standalone.pusher.trigger(channel, 'BalanceChanged', { balance: '2468.00', currency_code: 'RUB' });
  await waitFor('balance in both tabs', () => onBoth((tab) => tab.store.getState().auth.user?.balance === '2468.00'));
  for (const tab of [a, b]) {
    expect(tab.actions.filter((action) => action.type === 'realtime/balanceChanged')).toHaveLength(1);
  }
});

test('signing out in one tab signs out the other: its log says why, and the player’s channels are left', async () => {
  const { a, b, channel } = await twoTabs();
  a.store.dispatch(signedOut());
  await waitFor('signed out in the other tab', () => b.store.getState().auth.status === 'signedOut');
  expect(b.actions.filter((action) => action.type === signedOut.type).at(-1)).toMatchObject({
    meta: { otherTab: true },
  });
  await waitFor('private channel left', () => servers.standalone.subscriptions(channel) === 0);
  await waitFor('presence left', () => servers.standalone.subscriptions('presence-AuthorizedUsers') === 0);
  // The guests' channel and the one connection stay.
  expect(servers.standalone.connections()).toBe(1);
  expect(servers.standalone.subscriptions('common')).toBe(1);
});

test('a tab that closes leaves the other tab its connection and its pushes', async () => {
  const { a, b, channel } = await twoTabs();
  a.stop();
  tabs.splice(tabs.indexOf(a), 1);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(b.store.getState().realtime.status).toBe('connected');
  expect(servers.standalone.connections()).toBe(1);
  expect(servers.standalone.subscriptions(channel)).toBe(1);
  await servers.standalone.pusher.trigger(channel, 'BalanceChanged', { balance: '1357.00', currency_code: 'RUB' });
  await waitFor('balance in the open tab', () => b.store.getState().auth.user?.balance === '1357.00');
});

test('a tab that dies without a word gives its channels back after its timeout; the other keeps its connection', async () => {
  const TIMEOUT_MS = 600;
  const spawn = sharedInProcessSocketWorker({ dropSilentPages: true });
  // The first tab's line can be cut, as a crash cuts it: nothing it posts (pings, a goodbye) reaches the host.
  let cut = false;
  const crashable = () => {
    const port = spawn();
    return { ...port, postMessage: (command: WorkerCommand) => (cut ? undefined : port.postMessage(command)) };
  };
  const player = buildStore(servers, { createEcho: echoOverSocketWorker(crashable), tabTimeoutMs: TIMEOUT_MS });
  const guest = buildStore(servers, { createEcho: echoOverSocketWorker(spawn), tabTimeoutMs: TIMEOUT_MS });
  tabs.push(player, guest);
  for (const tab of [player, guest]) {
    await waitFor('connected', () => tab.store.getState().realtime.status === 'connected');
  }
  player.store.dispatch(signedIn({ user: await signInAs(servers, player.tokens, 'player') }));
  const channel = `private-${userChannelName(player.store.getState().auth.user?.uuid ?? '')}`;
  await waitFor('the player’s channel', () => servers.standalone.subscriptions(channel) === 1);
  // Pinging, a tab is kept well past its timeout.
  await new Promise((resolve) => setTimeout(resolve, 3 * TIMEOUT_MS));
  expect(servers.standalone.subscriptions(channel)).toBe(1);

  cut = true;
  await waitFor('the player’s channel given back', () => servers.standalone.subscriptions(channel) === 0, 3000);
  expect(servers.standalone.subscriptions('presence-AuthorizedUsers')).toBe(0);
  expect(servers.standalone.connections()).toBe(1);
  expect(servers.standalone.subscriptions('common')).toBe(1);
  const jackpots = [{ id: 1, name: 'Mega', amount: '1234.50', currency_code: 'USD' }];
  await servers.standalone.pusher.trigger('common', 'JackpotsUpdated', { jackpots });
  await waitFor('the push in the other tab', () =>
    guest.actions.some((action) => action.type === 'realtime/jackpotsUpdated'),
  );

  // The tab was only frozen (or in the back-forward cache): its next ping tells it, and it subscribes again.
  cut = false;
  await waitFor('the player’s channel again', () => servers.standalone.subscriptions(channel) === 1, 3000);
  await servers.standalone.pusher.trigger(channel, 'BalanceChanged', { balance: '4321.00', currency_code: 'RUB' });
  await waitFor('the push in the tab that came back', () => player.store.getState().auth.user?.balance === '4321.00');
});

test('a push’s toast shows in one tab: the one looked at last, also for a tab opened later', async () => {
  const [first, second, later] = [tabLine(), tabLine(), tabLine()];
  const a = new ToastTab(first);
  const b = new ToastTab(second);
  a.focused();
  await waitFor('a holds the toasts', () => a.showsToasts() && !b.showsToasts());
  b.focused();
  await waitFor('b holds the toasts', () => b.showsToasts() && !a.showsToasts());
  const c = new ToastTab(later); // opened in the background: it asks who holds them
  await waitFor('the new tab knows', () => !c.showsToasts());
  b.gone();
  await waitFor('nobody holds them after b closed', () => a.showsToasts() && c.showsToasts());
  for (const tab of [a, b, c]) tab.close();
});
