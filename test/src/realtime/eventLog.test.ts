/**
 * The event-sourced promise: realtime pushes become serialisable actions, reducers fold them purely,
 * so replaying a recorded (JSON) action log gives exactly the same state; bad payloads never become actions.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/app/rootReducer';
// The fetched count below is this api's answer: its endpoint must be known, as in the app once the bell has loaded.
import '@/features/notifications/notificationsApi';
import type { User } from '@/api/types';
import { signedIn, signedOut } from '@/session/sessionActions';
import { selectUnreadCount, selectLiveFeed } from '@/features/notifications/selectors';
import { selectJackpots, selectSetting } from '@/site/siteSelectors';
import { selectConnectionIndicator, selectPresenceCount } from '@/features/connection/selectors';
import { isValidPayload, loadPayloadValidators } from '@/realtime/events';
import {
  balanceChanged,
  bonusCreated,
  cashRewarded,
  jackpotsUpdated,
  memberJoined,
  memberLeft,
  paymentFulfilled,
  presenceSynced,
  settingsUpdated,
  userUpdated,
} from '@/realtime/realtimeActions';
import { connectionChanged, networkChanged } from '@/realtime/realtimeSlice';
import { toAction } from '@/realtime/subscriptions';
import { DEMO_PLAYER_USER } from '../../support/demoUsers';

// The validators load on demand (`common`'s with the realtime client, `user`'s when a session starts); the saga awaits
// them before it subscribes. Here both are loaded up front.
beforeAll(() => loadPayloadValidators('common', 'user'));

const player: User = DEMO_PLAYER_USER;

const fold = (actions: UnknownAction[]): RootState =>
  actions.reduce<RootState>((state, action) => rootReducer(state, action), rootReducer(undefined, { type: '@@init' }));

function session(): UnknownAction[] {
  return [
    connectionChanged({ status: 'connecting' }),
    connectionChanged({ status: 'connected' }),
    jackpotsUpdated({ jackpots: [{ id: 1, name: 'Mega', amount: '1250000.00', currency_code: 'USD' }] }),
    signedIn({ user: player }),
    presenceSynced([player.uuid, 'other-1']),
    memberJoined('other-2'),
    memberLeft('other-1'),
    balanceChanged({ balance: '1100.50', currency_code: 'RUB' }),
    paymentFulfilled({ amount: '250.00', currency_code: 'RUB', balance: '1350.50' }),
    bonusCreated({ id: 3, title: 'Приветственный', amount: '500.00', wager: 35 }),
    cashRewarded({ id: 4, amount: '10.00', currency_code: 'RUB', description: 'Приз' }),
    settingsUpdated({ settings: [{ key: 'maintenance', value: true }] }),
    userUpdated({ user: { ...player, name: 'Renamed', balance: '1350.50' } }),
  ];
}

test('replaying the JSON of a recorded action log reproduces the exact state', () => {
  const log = session();
  const live = fold(log);
  const replayed = fold(JSON.parse(JSON.stringify(log)) as UnknownAction[]);
  expect(replayed).toEqual(live);

  expect(live.auth.user?.balance).toBe('1350.50');
  expect(live.auth.user?.name).toBe('Renamed');
  expect(selectJackpots(live)).toEqual([{ id: 1, name: 'Mega', amount: '1250000.00', currency_code: 'USD' }]);
  expect(selectSetting(live, 'maintenance')).toBe(true);
  expect(selectPresenceCount(live)).toBe(2);
  expect(selectConnectionIndicator(live)).toBe('connected');
  expect(selectLiveFeed(live).map((n) => n.type)).toEqual([
    'CashRewardNotification',
    'BonusCreatedNotification',
    'PaymentFulfilled',
  ]);
  expect(live.realtime.received).toBe(7);
});

test('the state a burst of pushes leaves is frozen throughout, as immer leaves every slice', () => {
  const numbered = Array.from({ length: 3 }, (_, i) =>
    balanceChanged({
      balance: `${1000 + i}.00`,
      currency_code: 'RUB',
      balance_version: i + 1,
      seq: i + 1,
      stream: 's',
    }),
  );
  const state = fold([...session(), ...numbered]);
  const unfrozen: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value !== 'object' || value === null) return;
    if (!Object.isFrozen(value)) unfrozen.push(path);
    for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
  };
  // The root is combineReducers' object and `api` RTK Query's own: every slice of ours is immer's.
  for (const [slice, value] of Object.entries(state)) if (slice !== 'api') walk(value, slice);
  expect(unfrozen).toEqual([]);
  expect(state.auth.user?.balance).toBe('1002.00');
  expect(state.realtime.history).toEqual({ stream: 's', seq: 3 });
});

test('money stays the decimal string the server sent, and a balance in another currency is not shown as ours', () => {
  const state = fold([
    signedIn({ user: player }),
    balanceChanged({ balance: '0.10', currency_code: 'RUB' }),
    balanceChanged({ balance: '5.00', currency_code: 'USD' }),
  ]);
  expect(state.auth.user?.balance).toBe('0.10');
});

test('the unread count folds the fetched count and each notification push; sign-out forgets the feed', () => {
  const fetched = {
    type: 'api/executeQuery/fulfilled',
    payload: { count: 2 },
    meta: {
      arg: { endpointName: 'getUnreadNotificationsCount', type: 'query' },
      requestStatus: 'fulfilled',
      requestId: 'r1',
      fulfilledTimeStamp: 1,
    },
  };
  const before = fold([
    signedIn({ user: player }),
    fetched,
    bonusCreated({ id: 1, title: 'B', amount: '1.00', wager: 1 }),
  ]);
  expect(selectUnreadCount(before)).toBe(3);
  const after = fold([
    signedIn({ user: player }),
    fetched,
    bonusCreated({ id: 1, title: 'B', amount: '1.00', wager: 1 }),
    signedOut(),
  ]);
  expect(selectUnreadCount(after)).toBeNull();
  expect(selectLiveFeed(after)).toEqual([]);
});

test('the connection indicator tells a first connect, a reconnect, unavailable and being offline apart', () => {
  expect(selectConnectionIndicator(fold([connectionChanged({ status: 'connecting' })]))).toBe('connecting');
  expect(
    selectConnectionIndicator(
      fold([connectionChanged({ status: 'connected' }), connectionChanged({ status: 'connecting' })]),
    ),
  ).toBe('reconnecting');
  expect(
    selectConnectionIndicator(
      fold([connectionChanged({ status: 'connected' }), connectionChanged({ status: 'unavailable' })]),
    ),
  ).toBe('unavailable');
  expect(
    selectConnectionIndicator(
      fold([connectionChanged({ status: 'connected' }), connectionChanged({ status: 'failed' })]),
    ),
  ).toBe('offline');
  expect(
    selectConnectionIndicator(fold([connectionChanged({ status: 'connected' }), networkChanged({ online: false })])),
  ).toBe('offline');
  expect(
    selectConnectionIndicator(
      fold([
        networkChanged({ online: false }),
        networkChanged({ online: true }),
        connectionChanged({ status: 'connected' }),
      ]),
    ),
  ).toBe('connected');
});

describe('payload guards at the boundary', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  test.each([
    ['BalanceChanged', { balance: 12.5, currency_code: 'RUB' }],
    ['BalanceChanged', { balance: '1e3', currency_code: 'RUB' }],
    ['BalanceChanged', { balance: '10.00' }],
    ['PaymentFulfilled', { amount: '1.00', currency_code: 'rub', balance: '2.00' }],
    ['BonusCreatedNotification', { id: 1, title: 'x', amount: '1.00', wager: '35' }],
    ['FreespinRewardNotification', { id: 1, quantity: -1, gameTitle: 'x' }],
    ['UserUpdated', { user: { uuid: 'u' } }],
    ['JackpotsUpdated', { jackpots: [{ id: 1, name: 'M', amount: 5, currency_code: 'USD' }] }],
    ['SettingsUpdated', 'not an object'],
  ] as const)('%s with %j is dropped and counted', (event, data) => {
    expect(isValidPayload(event, data)).toBe(false);
    const action = toAction(event, data);
    expect(action.type).toBe('realtime/payloadDropped');
    expect(fold([action]).realtime.dropped).toBe(1);
  });

  test('a well-formed payload becomes the typed action with time and id in meta', () => {
    const action = toAction('CashRewardNotification', {
      id: 4,
      amount: '10.00',
      currency_code: 'RUB',
      description: 'Приз',
    });
    expect(action).toMatchObject({
      type: 'realtime/cashRewarded',
      meta: { id: expect.any(String), receivedAt: expect.any(Number) },
    });
  });
});
