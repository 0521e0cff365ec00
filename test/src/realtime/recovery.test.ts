/** @jest-environment node */
/**
 * Recovery of missed pushes (docs/realtime-client.md, "Recovery"): the realtime server goes away while the player's
 * domain produces events; after the reconnect each one is in the log as its own push action, in `seq` order, marked
 * recovered, and the state is the server's. A reconnect that missed nothing costs one small request; a gap in `seq`
 * is filled in order; a history that was reset (410) fetches everything again.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { signedIn } from '@/session/sessionActions';
import { userChannelName } from '@/realtime/events';
import { eventActionTypes } from '@/realtime/realtimeActions';
import { buildStore, signInAs, waitFor, type Servers, type TestStore } from '../../support/realtimeHarness';
import { startTestContractServer } from '../../support/contractServer';
import { DEMO } from '../../support/demoUsers';

jest.setTimeout(40_000);
let servers: Servers;
let t: TestStore | undefined;
const requests: string[] = [];
const countingFetch: typeof fetch = (input, init) => {
  requests.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
  return fetch(input, init);
};

beforeAll(async () => {
  servers = await startTestContractServer({ standaloneRealtime: true });
});
afterEach(() => {
  t?.stop();
  t = undefined;
});
afterAll(async () => {
  await servers.close();
});

const pushTypes: ReadonlySet<string> = new Set(Object.values(eventActionTypes));
/** A push action's number; undefined for any other action. */
const seqOf = (a: UnknownAction): number | undefined =>
  pushTypes.has(a.type) ? (a as { payload?: { seq?: number } }).payload?.seq : undefined;
const recovered = (a: UnknownAction): boolean => (a as { meta?: { recovered?: boolean } }).meta?.recovered === true;

const recoveries = (s: TestStore): number => s.actions.filter((a) => a.type === 'realtime/pushesRecovered').length;

/**
 * A signed-in store subscribed to the player's channel, its history position known and its first recovery (the one
 * after subscribing) done.
 */
async function signedInStore(fetchFn: typeof fetch = countingFetch) {
  t = buildStore(servers, { fetchFn });
  const { store } = t;
  await waitFor('connected', () => store.getState().realtime.status === 'connected');
  const user = await signInAs(servers, t.tokens, 'player');
  store.dispatch(signedIn({ user }));
  const channel = `private-${userChannelName(user.uuid)}`;
  await waitFor('subscribed', () => servers.standalone.subscriptions(channel) === 1);
  await waitFor('history position', () => store.getState().realtime.history !== null, 5000);
  const started = t;
  await waitFor('first recovery', () => recoveries(started) === 1, 5000);
  const row = servers.domain.repos.users.byUuid(user.uuid);
  if (!row) throw new Error('seeded player missing');
  return { store, user, channel, row, t };
}

async function cut(during: () => Promise<void>, s: TestStore, reconnects: number) {
  await servers.standalone.stop();
  await waitFor('connection lost', () => s.store.getState().realtime.status !== 'connected');
  await during();
  await servers.domain.publisher.flush();
  await servers.standalone.startAgain();
  await waitFor('reconnected', () => s.store.getState().realtime.reconnects === reconnects, 20_000);
}

test('pushes sent while the socket was down arrive after the reconnect as their own actions, in seq order, marked recovered', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { store, row, t: s } = await signedInStore();
  const before = store.getState().realtime.history?.seq ?? 0;
  const { domain } = servers;
  let balance = '';
  await cut(
    async () => {
      balance = (await domain.deposits.creditPayment(row.id, 7_500)).balance;
      await domain.rewards.grantBonus(row.id, 'Возвращение', 5_000, 35);
      await domain.rewards.cashReward(row.id, 7_500, 'Приз недели');
      await domain.players.settingsUpdated(row.id);
    },
    s,
    1,
  );
  const last = (await servers.api('/realtime/missed', { token: s.tokens.getToken() ?? '' }).then((r) => r.json())) as {
    seq: number;
  };
  await waitFor('all recovered', () => store.getState().realtime.history?.seq === last.seq, 5000);

  const pushes = s.actions.filter((a) => seqOf(a) !== undefined && seqOf(a)! > before);
  expect(pushes.map(seqOf)).toEqual(Array.from({ length: last.seq - before }, (_, i) => before + i + 1));
  expect(pushes.every(recovered)).toBe(true);
  expect(pushes.map((a) => a.type)).toEqual(
    expect.arrayContaining([
      'realtime/paymentFulfilled',
      'realtime/bonusCreated',
      'realtime/cashRewarded',
      'realtime/settingsUpdated',
      'realtime/balanceChanged',
    ]),
  );
  const server = (await servers.api('/auth/user', { token: s.tokens.getToken() ?? '' }).then((r) => r.json())) as {
    user: { balance: string };
  };
  expect(store.getState().auth.user?.balance).toBe(server.user.balance);
  expect(balance).not.toBe('');
  expect(s.actions.some((a) => a.type === 'realtime/pushesRefetched')).toBe(false);
  warn.mockRestore();
});

test('a reconnect that missed nothing costs one small request', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { store, t: s } = await signedInStore();
  const position = store.getState().realtime.history;
  requests.length = 0;
  await cut(async () => undefined, s, 1);
  await waitFor('recovery asked', () => recoveries(s) === 2, 5000);
  await new Promise((r) => setTimeout(r, 300));
  expect(requests.filter((p) => !p.endsWith('/broadcasting/auth'))).toEqual(['/api/realtime/missed']);
  expect(store.getState().realtime.history).toEqual(position);
  warn.mockRestore();
});

test('a push sent while the page loads, before its channel is subscribed, arrives once it is', async () => {
  // The channel's signature is held until the push has been sent: the page knows its position, its socket does not
  // hear the player's channel yet.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const holdingFetch: typeof fetch = async (input, init) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    if (path.endsWith('/broadcasting/auth')) await held;
    return fetch(input, init);
  };
  const row = servers.domain.repos.users.byEmail(DEMO.player.email);
  if (!row) throw new Error('seeded player missing');
  const ready = signedInStore(holdingFetch);
  const loading = t;
  if (!loading) throw new Error('no store');
  await waitFor('history position', () => loading.store.getState().realtime.history !== null, 10_000);
  const before = loading.store.getState().realtime.history?.seq ?? 0;
  const { balance } = await servers.domain.deposits.creditPayment(row.id, 2_500);
  await servers.domain.publisher.flush();
  release();
  const { store, t: s } = await ready;
  await waitFor('payment recovered', () => (store.getState().realtime.history?.seq ?? 0) > before, 5000);
  const payment = s.actions.find((a) => a.type === 'realtime/paymentFulfilled');
  expect(payment && recovered(payment)).toBe(true);
  expect(store.getState().auth.user?.balance).toBe(balance);
});

test('a backend that numbers nothing is not read again when the channel is subscribed', async () => {
  const unnumbered: typeof fetch = (input, init) =>
    new URL(input instanceof Request ? input.url : String(input)).pathname.endsWith('/realtime/missed')
      ? Promise.resolve(new Response('{"message":"Not Found"}', { status: 404 }))
      : countingFetch(input, init);
  t = buildStore(servers, { fetchFn: unnumbered });
  const { store } = t;
  await waitFor('connected', () => store.getState().realtime.status === 'connected');
  const user = await signInAs(servers, t.tokens, 'player');
  store.dispatch(signedIn({ user }));
  const started = t;
  await waitFor('subscribed', () => started.actions.some((a) => a.type === 'realtime/channelSubscribed'));
  await new Promise((r) => setTimeout(r, 300));
  expect(started.actions.some((a) => a.type === 'realtime/pushesRefetched')).toBe(false);
  expect(store.getState().realtime.history).toBeNull();
});

test('a push after a gap in seq waits, and the gap is filled in order', async () => {
  const { store, row, t: s, user } = await signedInStore();
  const before = store.getState().realtime.history?.seq ?? 0;
  // Numbered and kept, but never sent: the next live push comes after a gap.
  servers.domain.pushHistory.record(user.uuid, 'CashRewardNotification', {
    id: 1,
    amount: '1.00',
    currency_code: 'RUB',
    description: 'lost',
  });
  await servers.domain.players.settingsUpdated(row.id);
  await waitFor('gap filled', () => (store.getState().realtime.history?.seq ?? 0) >= before + 2, 5000);
  expect(s.actions.some((a) => a.type === 'realtime/pushGap')).toBe(true);
  const pushes = s.actions.filter((a) => (seqOf(a) ?? 0) > before);
  expect(pushes.map(seqOf)).toEqual(pushes.map((_, i) => before + i + 1));
  expect(pushes[0]?.type).toBe('realtime/cashRewarded');
});

test('a history that was reset answers 410: everything a push can change is fetched again', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { store, user, t: s } = await signedInStore();
  const old = store.getState().realtime.history;
  requests.length = 0;
  await cut(
    async () => {
      servers.db.prepare('DELETE FROM push_streams WHERE user_uuid = ?').run(user.uuid);
      servers.db.prepare('DELETE FROM push_events WHERE user_uuid = ?').run(user.uuid);
    },
    s,
    1,
  );
  await waitFor('refetched', () => s.actions.some((a) => a.type === 'realtime/pushesRefetched'), 5000);
  await waitFor('new stream', () => store.getState().realtime.history?.stream !== old?.stream, 5000);
  await waitFor('user fetched again', () => requests.includes('/api/auth/user'), 5000);
  warn.mockRestore();
});
