/** @jest-environment node */
/**
 * The whole realtime saga in a real store, with the real laravel-echo + pusher-js against the real contract
 * server and a realtime server whose channels the test can see.
 */
import { signedIn, signedOut } from '@/session/sessionActions';
import { userChannelName } from '@/realtime/events';
import type { User } from '@/api/types';
import { buildStore, settle, signInAs, waitFor, type Servers, type TestStore } from '../../support/realtimeHarness';
import { startTestContractServer } from '../../support/contractServer';

const PRESENCE = 'presence-AuthorizedUsers';
jest.setTimeout(15_000);
let servers: Servers;
const stores: TestStore[] = [];

beforeAll(async () => {
  servers = await startTestContractServer({ standaloneRealtime: true });
});

afterEach(() => {
  for (const s of stores.splice(0)) s.stop();
  jest.restoreAllMocks();
});

afterAll(async () => {
  await servers.close();
});

function track(t: TestStore): TestStore {
  stores.push(t);
  return t;
}

const ofType = (t: TestStore, type: string) => t.actions.filter((a) => a.type === type);

async function connected(t: TestStore): Promise<void> {
  await waitFor('socket connected', () => t.store.getState().realtime.status === 'connected');
  await waitFor('common subscribed', () => servers.standalone.subscriptions('common') > 0);
}

/** A connected store in which the demo player has signed in, and the name of that player's private channel. */
async function signedInPlayer(): Promise<{ t: TestStore; user: User; privateChannel: string }> {
  const t = track(buildStore(servers));
  await connected(t);
  const user = await signInAs(servers, t.tokens, 'player');
  t.store.dispatch(signedIn({ user }));
  return { t, user, privateChannel: `private-${userChannelName(user.uuid)}` };
}

describe('realtime saga against the real servers', () => {
  test('a guest hears JackpotsUpdated on common as one typed action', async () => {
    const t = track(buildStore(servers));
    await connected(t);
    const jackpots = [{ id: 1, name: 'Mega', amount: '123456.78', currency_code: 'USD' }];
    await servers.standalone.pusher.trigger('common', 'JackpotsUpdated', { jackpots });
    await waitFor('jackpots folded', () => t.store.getState().site.jackpots !== null);
    expect(t.store.getState().site.jackpots).toEqual(jackpots);
    expect(ofType(t, 'realtime/jackpotsUpdated')).toHaveLength(1);
    expect(ofType(t, 'realtime/jackpotsUpdated')[0]).toMatchObject({
      payload: { jackpots },
      meta: { id: expect.any(String), receivedAt: expect.any(Number) },
    });
  });

  test('sign-in subscribes; a pushed balance reaches auth.user; sign-out leaves both channels', async () => {
    const { t, user, privateChannel } = await signedInPlayer();
    await waitFor('private channel subscribed', () => servers.standalone.subscriptions(privateChannel) === 1);
    await waitFor('presence joined', () => servers.standalone.subscriptions(PRESENCE) === 1);
    // Members are opaque per-connection ids (never a player's uuid): the list holds this connection alone.
    await waitFor('online list known', () => t.store.getState().realtime.onlineMemberIds?.length === 1);
    expect(t.store.getState().realtime.onlineMemberIds).not.toContain(user.uuid);

    await servers.standalone.pusher.trigger(privateChannel, 'BalanceChanged', {
      balance: '1234.56',
      currency_code: 'RUB',
    });
    await waitFor('balance folded', () => t.store.getState().auth.user?.balance === '1234.56');
    expect(ofType(t, 'realtime/balanceChanged')).toHaveLength(1);

    t.store.dispatch(signedOut());
    await waitFor('private channel left', () => servers.standalone.subscriptions(privateChannel) === 0);
    await waitFor('presence left', () => servers.standalone.subscriptions(PRESENCE) === 0);
    expect(t.store.getState().realtime.onlineMemberIds).toBeNull();
    // The socket itself stays up for the public channel.
    expect(servers.standalone.subscriptions('common')).toBeGreaterThan(0);

    await servers.standalone.pusher.trigger(privateChannel, 'BalanceChanged', {
      balance: '1.00',
      currency_code: 'RUB',
    });
    await settle();
    expect(ofType(t, 'realtime/balanceChanged')).toHaveLength(1);
  });

  test('a second sign-in does not double the listeners: one event, one action', async () => {
    const { t, user, privateChannel } = await signedInPlayer();
    await waitFor('subscribed', () => servers.standalone.subscriptions(privateChannel) === 1);
    t.store.dispatch(signedOut());
    await waitFor('left', () => servers.standalone.subscriptions(privateChannel) === 0);
    t.store.dispatch(signedIn({ user }));
    // The same user signing in again while signed in (a re-fetch) must not subscribe twice either.
    t.store.dispatch(signedIn({ user }));
    await waitFor('subscribed again', () => servers.standalone.subscriptions(privateChannel) === 1);
    await settle();

    await servers.standalone.pusher.trigger(privateChannel, 'BonusFulfilledNotification', {
      id: 7,
      title: 'Welcome',
      amount: '10.00',
    });
    await waitFor('one bonusFulfilled', () => ofType(t, 'realtime/bonusFulfilled').length > 0);
    await settle();
    expect(ofType(t, 'realtime/bonusFulfilled')).toHaveLength(1);
    expect(servers.standalone.subscriptions(privateChannel)).toBe(1);
    expect(t.store.getState().notifications.feed).toHaveLength(1);
  });

  test('sign-out while the channel authorisation is pending leaves nothing subscribed', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let pendingAuth = 0;
    const delayedFetch: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/broadcasting/auth')) {
        pendingAuth += 1;
        await gate;
      }
      return fetch(input, init);
    };
    const t = track(buildStore(servers, { fetchFn: delayedFetch }));
    await connected(t);
    const user = await signInAs(servers, t.tokens, 'player');
    const privateChannel = `private-${userChannelName(user.uuid)}`;
    t.store.dispatch(signedIn({ user }));
    await waitFor('both authorisations pending', () => pendingAuth === 2);
    t.store.dispatch(signedOut());
    release();
    await settle(300);
    expect(servers.standalone.subscriptions(privateChannel)).toBe(0);
    expect(servers.standalone.subscriptions(PRESENCE)).toBe(0);

    // And a later sign-in still works on the same connection.
    t.store.dispatch(signedIn({ user }));
    await waitFor(
      'subscribed after the cancelled attempt',
      () => servers.standalone.subscriptions(privateChannel) === 1,
    );
  });

  test('the online count follows other players joining and leaving the presence channel', async () => {
    const player = track(buildStore(servers));
    const admin = track(buildStore(servers));
    await Promise.all([connected(player), connected(admin)]);
    const playerUser = await signInAs(servers, player.tokens, 'player');
    const adminUser = await signInAs(servers, admin.tokens, 'admin');
    player.store.dispatch(signedIn({ user: playerUser }));
    await waitFor('player alone online', () => player.store.getState().realtime.onlineMemberIds?.length === 1);

    const alone = player.store.getState().realtime.onlineMemberIds ?? [];
    admin.store.dispatch(signedIn({ user: adminUser }));
    await waitFor(
      'admin joined, seen by the player',
      () => player.store.getState().realtime.onlineMemberIds?.length === 2,
    );
    await waitFor('admin sees both', () => admin.store.getState().realtime.onlineMemberIds?.length === 2);
    // Neither sees the other's uuid: members are opaque ids.
    expect(player.store.getState().realtime.onlineMemberIds).not.toContain(adminUser.uuid);

    admin.store.dispatch(signedOut());
    await waitFor(
      'admin left, seen by the player',
      () => player.store.getState().realtime.onlineMemberIds?.length === 1,
    );
    expect(player.store.getState().realtime.onlineMemberIds).toEqual(alone);
  });

  test("another user's private channel is refused: reported as subscriptionFailed, nothing subscribed, saga alive", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = track(buildStore(servers));
    await connected(t);
    const user = await signInAs(servers, t.tokens, 'player');
    const stranger = { ...user, uuid: '00000000-0000-4000-8000-000000000000' };
    t.store.dispatch(signedIn({ user: stranger }));
    await waitFor('refusal reported', () => ofType(t, 'realtime/subscriptionFailed').length > 0);
    expect(ofType(t, 'realtime/subscriptionFailed')[0]).toMatchObject({
      payload: { channel: `private-${userChannelName(stranger.uuid)}`, status: 403 },
    });
    expect(servers.standalone.subscriptions(`private-${userChannelName(stranger.uuid)}`)).toBe(0);
    expect(warn).toHaveBeenCalledWith(
      '[realtime] channel authorisation failed',
      expect.objectContaining({ status: 403 }),
    );
    expect(JSON.stringify(warn.mock.calls)).not.toContain(t.tokens.getToken() ?? 'no token');
    expect(t.store.sagaTask.isRunning()).toBe(true);
  });

  test('a malformed payload is dropped and counted, never thrown, and the next good one still folds', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { t, user, privateChannel } = await signedInPlayer();
    await waitFor('subscribed', () => servers.standalone.subscriptions(privateChannel) === 1);

    await servers.standalone.pusher.trigger(privateChannel, 'BalanceChanged', { balance: 99.5, currency_code: 'RUB' });
    await waitFor('dropped counted', () => t.store.getState().realtime.dropped === 1);
    expect(t.store.getState().auth.user?.balance).toBe(user.balance);
    expect(ofType(t, 'realtime/balanceChanged')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('[realtime] dropped malformed payload', {
      event: 'BalanceChanged',
      keys: ['balance', 'currency_code'],
    });

    await servers.standalone.pusher.trigger(privateChannel, 'BalanceChanged', {
      balance: '99.50',
      currency_code: 'RUB',
    });
    await waitFor('good payload folded', () => t.store.getState().auth.user?.balance === '99.50');
    expect(t.store.sagaTask.isRunning()).toBe(true);
  });
});
