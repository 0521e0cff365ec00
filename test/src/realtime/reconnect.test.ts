/** @jest-environment node */
/**
 * Reconnect: the realtime server goes away mid-session and comes back. Events published in the gap are
 * lost, so after the socket returns the saga re-fetches the user and the store ends with the server's balance.
 */
import { signedIn } from '@/session/sessionActions';
import { userChannelName } from '@/realtime/events';
import { buildStore, signInAs, waitFor, type Servers, type TestStore } from '../../support/realtimeHarness';
import { startTestContractServer } from '../../support/contractServer';

jest.setTimeout(30_000);
let servers: Servers;
let t: TestStore | undefined;

beforeAll(async () => {
  servers = await startTestContractServer({ standaloneRealtime: true });
});

afterAll(async () => {
  t?.stop();
  await servers.close();
});

test('after the realtime server restarts, the saga resubscribes and re-fetches the balance missed in the gap', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  t = buildStore(servers);
  const store = t.store;
  await waitFor('connected', () => store.getState().realtime.status === 'connected');
  const user = await signInAs(servers, t.tokens, 'player');
  const privateChannel = `private-${userChannelName(user.uuid)}`;
  store.dispatch(signedIn({ user }));
  await waitFor('subscribed', () => servers.standalone.subscriptions(privateChannel) === 1);

  await servers.standalone.stop();
  await waitFor('connection lost', () => store.getState().realtime.status !== 'connected');
  // A payment while the socket is down: its BalanceChanged push is lost.
  const row = servers.domain.repos.users.byEmail('player@example.com');
  if (!row) throw new Error('seeded player missing');
  const payment = await servers.domain.deposits.creditPayment(row.id, 25_000);
  expect(store.getState().auth.user?.balance).toBe(user.balance);

  await servers.standalone.startAgain();
  await waitFor('reconnected', () => store.getState().realtime.reconnects === 1, 20_000);
  await waitFor('resubscribed', () => servers.standalone.subscriptions(privateChannel) === 1, 5_000);
  await waitFor('balance re-fetched', () => store.getState().auth.user?.balance === payment.balance, 5_000);
  expect(payment.balance).not.toBe(user.balance);
  expect(t.actions.some((a) => a.type === 'realtime/reconnected')).toBe(true);

  // Live again: the next push folds as usual.
  await servers.standalone.pusher.trigger(privateChannel, 'BalanceChanged', { balance: '7.00', currency_code: 'RUB' });
  await waitFor('live push after reconnect', () => store.getState().auth.user?.balance === '7.00');
  warn.mockRestore();
});
