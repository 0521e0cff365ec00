/**
 * @jest-environment node
 */
/**
 * The ordering rule (docs/realtime-client.md, "Ordering"), folded for every piece of state that both a REST answer
 * and a push write: a push received after a request was sent stays when that older answer lands; an answer whose
 * request started after the push replaces it; a version, when both sides carry one, wins over the times. The REST
 * answers are real RTK Query fulfilled actions (captured from a store), re-timed through their `meta`.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { makeStore } from '@/app/store';
import { memoryTokenStore } from '@/api/services';
import type { Jackpot, Paginated, User, Withdrawal } from '@/api/types';
import { parseConfig } from '@/config/appConfig';
import { notificationsApi } from '@/features/notifications/notificationsApi';
import { payoutsApi } from '@/features/payouts/payoutsApi';
import { selectWithPushedWithdrawals } from '@/features/payouts/withdrawalsSlice';
import type { EchoFactory } from '@/realtime/echoFactory';
import { isValidPayload, loadPayloadValidators } from '@/realtime/events';
import { isNewer } from '@/realtime/ordering';
import {
  balanceChanged,
  bonusCreated,
  cashRewarded,
  jackpotsUpdated,
  paymentFulfilled,
  settingsUpdated,
  userUpdated,
  withdrawalStatusChanged,
} from '@/realtime/realtimeActions';
import { sessionApi } from '@/session/sessionApi';
import { signedIn } from '@/session/sessionActions';
import { siteApi } from '@/site/siteApi';
import { DEMO_PLAYER_USER } from '../../support/demoUsers';

// The validators load on demand (`common`'s with the realtime client, `user`'s when a session starts); the saga awaits
// them before it subscribes. Here both are loaded up front.
beforeAll(() => loadPayloadValidators('common', 'user'));

const player: User = DEMO_PLAYER_USER;
const withdrawal = (status: Withdrawal['status']): Withdrawal => ({
  id: 7,
  amount: '50.00',
  currency_code: 'RUB',
  method: 'card',
  status,
  created_at: '2026-11-02T00:00:00Z',
});
const page = (...rows: Withdrawal[]): Paginated<Withdrawal> => ({
  data: rows,
  meta: { current_page: 1, last_page: 1, per_page: 10, total: rows.length },
});
const jackpot = (amount: string, version?: number): Jackpot[] => [
  { id: 1, name: 'Mega', amount, currency_code: 'USD', ...(version === undefined ? {} : { version }) },
];

/** Canned answers of the fake API, by path. */
const answers: Record<string, unknown> = {
  '/auth/user': { user: player },
  '/jackpots': jackpot('100.00'),
  '/settings': [{ key: 'maintenance', value: false }],
  '/notifications/unread-count': { count: 2 },
  '/notifications/read-all': { updated: 2 },
  '/withdrawals': { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } },
};

/** Real fulfilled actions of the endpoints the rule covers, captured from a store talking to a fake API. */
const fulfilled: Record<string, UnknownAction> = {};

beforeAll(async () => {
  const fetchFn = (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname.replace(/^\/api/, '');
    return Promise.resolve(
      new Response(JSON.stringify(answers[path] ?? {}), { headers: { 'content-type': 'application/json' } }),
    );
  };
  const noEcho = (() => new Promise(() => undefined)) as unknown as EchoFactory;
  const store = makeStore({
    config: parseConfig({ apiBaseUrl: 'http://api.test/api', environment: 'test' }),
    tokens: memoryTokenStore({ token: 't' }),
    createEcho: noEcho,
    fetchFn,
  });
  store.replaceReducer(((state: RootState | undefined, action: UnknownAction) => {
    if (action.type.endsWith('/fulfilled')) {
      const name = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName;
      if (name) fulfilled[name] = action;
    }
    return rootReducer(state, action);
  }) as typeof rootReducer);
  await store.dispatch(siteApi.endpoints.getJackpots.initiate()).unwrap();
  await store.dispatch(siteApi.endpoints.getSettings.initiate()).unwrap();
  await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true })).unwrap();
  await store.dispatch(notificationsApi.endpoints.getUnreadNotificationsCount.initiate()).unwrap();
  await store.dispatch(notificationsApi.endpoints.markAllNotificationsRead.initiate()).unwrap();
  await store.dispatch(payoutsApi.endpoints.listWithdrawals.initiate({ page: 1 })).unwrap();
  store.sagaTask.cancel();
});

/** The captured answer of `endpoint`, with `payload`, as if its request had started at `startedAt`. */
function answered(endpoint: string, payload: unknown, startedAt: number): UnknownAction {
  const template = fulfilled[endpoint];
  if (!template) throw new Error(`no fulfilled action captured for ${endpoint}`);
  const meta = template.meta as Record<string, unknown>;
  return {
    ...template,
    payload,
    meta: {
      ...meta,
      requestId: `${endpoint}-${startedAt}`,
      startedTimeStamp: startedAt,
      fulfilledTimeStamp: startedAt + 500,
    },
  };
}

const at = (receivedAt: number) => ({ receivedAt });
const fold = (actions: UnknownAction[], from?: RootState): RootState =>
  actions.reduce<RootState>(
    (state, action) => rootReducer(state, action),
    from ?? rootReducer(undefined, { type: '@@init' }),
  );
/** Folds the actions, and checks that their JSON replay folds to the same state. */
function foldAndReplay(actions: UnknownAction[]): RootState {
  const live = fold(actions);
  expect(fold(JSON.parse(JSON.stringify(actions)) as UnknownAction[])).toEqual(live);
  return live;
}
const signedInAs = (user: User = player) => signedIn({ user });

test('an RTK Query answer carries the time its request started (meta.startedTimeStamp)', () => {
  for (const name of [
    'getJackpots',
    'getSettings',
    'getCurrentUser',
    'getUnreadNotificationsCount',
    'markAllNotificationsRead',
    'listWithdrawals',
  ]) {
    const meta = fulfilled[name]?.meta as { startedTimeStamp?: unknown; fulfilledTimeStamp?: unknown } | undefined;
    expect(typeof meta?.startedTimeStamp).toBe('number');
    expect(meta?.startedTimeStamp as number).toBeLessThanOrEqual(meta?.fulfilledTimeStamp as number);
  }
});

test('the pushes are accepted with and without their optional version, and refused with a malformed one', () => {
  expect(isValidPayload('BalanceChanged', { balance: '1.00', currency_code: 'RUB' })).toBe(true);
  expect(isValidPayload('BalanceChanged', { balance: '1.00', currency_code: 'RUB', balance_version: 12 })).toBe(true);
  expect(isValidPayload('BalanceChanged', { balance: '1.00', currency_code: 'RUB', balance_version: -1 })).toBe(false);
  expect(
    isValidPayload('PaymentFulfilled', {
      amount: '1.00',
      currency_code: 'RUB',
      balance: '2.00',
      balance_version: '12',
    }),
  ).toBe(false);
  expect(isValidPayload('UserUpdated', { user: { ...player, balance_version: 3 } })).toBe(true);
  expect(isValidPayload('JackpotsUpdated', { jackpots: jackpot('1.00') })).toBe(true);
  expect(isValidPayload('JackpotsUpdated', { jackpots: jackpot('1.00', 4) })).toBe(true);
  expect(isValidPayload('JackpotsUpdated', { jackpots: [{ ...jackpot('1.00')[0], version: 1.5 }] })).toBe(false);
});

describe('the rule', () => {
  const value = { version: null, asOf: 1000 };
  it('lets a push win, an answer only when its request started after the last write, and a version over both', () => {
    expect(isNewer(value, { source: 'push', at: 900, version: null })).toBe(true);
    expect(isNewer(value, { source: 'answer', at: 1000, version: null })).toBe(false);
    expect(isNewer(value, { source: 'answer', at: 1001, version: null })).toBe(true);
    expect(isNewer({ version: 7, asOf: 1000 }, { source: 'answer', at: 10, version: 8 })).toBe(true);
    expect(isNewer({ version: 7, asOf: 1000 }, { source: 'answer', at: 5000, version: 6 })).toBe(false);
    expect(isNewer({ version: 7, asOf: 1000 }, { source: 'push', at: 5000, version: 6 })).toBe(false);
    expect(isNewer({ version: 7, asOf: 1000 }, { source: 'answer', at: 5000, version: null })).toBe(true);
  });
});

describe('the balance (GET /auth/user against BalanceChanged and PaymentFulfilled)', () => {
  it('keeps a pushed balance when an answer to a request sent before the push lands', () => {
    const state = foldAndReplay([
      signedInAs(),
      balanceChanged({ balance: '1500.00', currency_code: 'RUB' }, at(2000)),
      answered('getCurrentUser', { ...player, balance: '1000.00' }, 1500),
    ]);
    expect(state.auth.user?.balance).toBe('1500.00');
  });

  it('takes the answer of a request sent after the push', () => {
    const state = foldAndReplay([
      signedInAs(),
      paymentFulfilled({ amount: '500.00', currency_code: 'RUB', balance: '1500.00' }, at(2000)),
      answered('getCurrentUser', { ...player, balance: '1400.00' }, 2500),
    ]);
    expect(state.auth.user?.balance).toBe('1400.00');
  });

  it('lets the balance version win over the times', () => {
    // The answer's request started before the push, but the server says its balance is newer.
    const newer = foldAndReplay([
      signedInAs(),
      balanceChanged({ balance: '1500.00', currency_code: 'RUB', balance_version: 10 }, at(2000)),
      answered('getCurrentUser', { ...player, balance: '1300.00', balance_version: 11 }, 1500),
    ]);
    expect(newer.auth.user?.balance).toBe('1300.00');
    // The answer's request started after the push, but its balance is older than the pushed one.
    const older = foldAndReplay([
      signedInAs(),
      balanceChanged({ balance: '1500.00', currency_code: 'RUB', balance_version: 10 }, at(2000)),
      answered('getCurrentUser', { ...player, balance: '1000.00', balance_version: 9 }, 2500),
    ]);
    expect(older.auth.user?.balance).toBe('1500.00');
    // A push older than what an answer already brought changes nothing either.
    const stalePush = foldAndReplay([
      signedInAs({ ...player, balance: '1300.00', balance_version: 11 }),
      balanceChanged({ balance: '1500.00', currency_code: 'RUB', balance_version: 10 }, at(2000)),
    ]);
    expect(stalePush.auth.user?.balance).toBe('1300.00');
  });

  it('keeps the pushed balance but takes the other fields of an answer when only the balance was pushed', () => {
    const state = foldAndReplay([
      signedInAs(),
      balanceChanged({ balance: '1500.00', currency_code: 'RUB' }, at(2000)),
      answered('getCurrentUser', { ...player, name: 'Renamed', balance: '1000.00' }, 1500),
    ]);
    expect(state.auth.user).toEqual(expect.objectContaining({ name: 'Renamed', balance: '1500.00' }));
  });

  it('keeps a pushed user (UserUpdated) against an older answer, and a newer answer replaces it', () => {
    const pushed = userUpdated({ user: { ...player, name: 'Pushed', balance: '1200.00' } }, at(2000));
    const older = foldAndReplay([signedInAs(), pushed, answered('getCurrentUser', { ...player, name: 'Old' }, 1500)]);
    expect(older.auth.user).toEqual(expect.objectContaining({ name: 'Pushed', balance: '1200.00' }));
    const newer = foldAndReplay([
      signedInAs(),
      pushed,
      answered('getCurrentUser', { ...player, name: 'Fresh', balance: '1250.00' }, 2500),
    ]);
    expect(newer.auth.user).toEqual(expect.objectContaining({ name: 'Fresh', balance: '1250.00' }));
  });

  it('still folds a balance into a state preloaded without freshness', () => {
    const preloaded = {
      ...rootReducer(undefined, { type: '@@init' }),
      auth: { status: 'signedIn' as const, user: player },
    };
    const state = fold(
      [
        balanceChanged({ balance: '1500.00', currency_code: 'RUB' }, at(2000)),
        answered('getCurrentUser', player, 1500),
      ],
      preloaded,
    );
    expect(state.auth.user?.balance).toBe('1500.00');
  });
});

describe('jackpots (GET /jackpots against JackpotsUpdated)', () => {
  it('keeps pushed jackpots when an older answer lands, takes a newer answer', () => {
    expect(
      foldAndReplay([
        jackpotsUpdated({ jackpots: jackpot('200.00') }, at(2000)),
        answered('getJackpots', jackpot('100.00'), 1500),
      ]).site.jackpots,
    ).toEqual(jackpot('200.00'));
    expect(
      foldAndReplay([
        jackpotsUpdated({ jackpots: jackpot('200.00') }, at(2000)),
        answered('getJackpots', jackpot('300.00'), 2500),
      ]).site.jackpots,
    ).toEqual(jackpot('300.00'));
  });

  it('lets the jackpot counter win over the times', () => {
    expect(
      foldAndReplay([
        jackpotsUpdated({ jackpots: jackpot('200.00', 5) }, at(2000)),
        answered('getJackpots', jackpot('300.00', 6), 1500),
      ]).site.jackpots,
    ).toEqual(jackpot('300.00', 6));
    expect(
      foldAndReplay([
        jackpotsUpdated({ jackpots: jackpot('200.00', 5) }, at(2000)),
        answered('getJackpots', jackpot('100.00', 4), 2500),
      ]).site.jackpots,
    ).toEqual(jackpot('200.00', 5));
  });

  it('does not let an answer undo a newer answer (two requests in flight)', () => {
    expect(
      foldAndReplay([
        answered('getJackpots', jackpot('300.00'), 2500),
        answered('getJackpots', jackpot('100.00'), 1500),
      ]).site.jackpots,
    ).toEqual(jackpot('300.00'));
  });
});

describe('settings (GET /settings against SettingsUpdated)', () => {
  it('keeps a key pushed after the request was sent and takes the answer for the others', () => {
    const state = foldAndReplay([
      settingsUpdated({ settings: [{ key: 'maintenance', value: true }] }, at(2000)),
      answered(
        'getSettings',
        [
          { key: 'maintenance', value: false },
          { key: 'support_email', value: 'help@example.com' },
        ],
        1500,
      ),
    ]);
    expect(state.site.settings).toEqual({ maintenance: true, support_email: 'help@example.com' });
  });

  it('takes an answer to a request sent after the push, dropping keys it no longer has', () => {
    const state = foldAndReplay([
      settingsUpdated(
        {
          settings: [
            { key: 'maintenance', value: true },
            { key: 'banner', value: 'x' },
          ],
        },
        at(2000),
      ),
      answered('getSettings', [{ key: 'maintenance', value: false }], 2500),
    ]);
    expect(state.site.settings).toEqual({ maintenance: false });
  });
});

describe('the unread count (GET /notifications/unread-count and read-all against notification pushes)', () => {
  it('keeps the count a push raised after the request was sent, takes a count fetched after it', () => {
    const base = [
      signedInAs(),
      answered('getUnreadNotificationsCount', { count: 2 }, 1000),
      bonusCreated({ id: 3, title: 'B', amount: '5.00', wager: 35 }, at(2000)),
    ];
    expect(
      foldAndReplay([...base, answered('getUnreadNotificationsCount', { count: 2 }, 1500)]).notifications.unreadCount,
    ).toBe(3);
    expect(
      foldAndReplay([...base, answered('getUnreadNotificationsCount', { count: 5 }, 2500)]).notifications.unreadCount,
    ).toBe(5);
  });

  it('marks read what arrived before "mark all read" was sent; what was pushed since stays unread', () => {
    const state = foldAndReplay([
      signedInAs(),
      answered('getUnreadNotificationsCount', { count: 2 }, 1000),
      bonusCreated({ id: 3, title: 'B', amount: '5.00', wager: 35 }, at(1200)),
      cashRewarded({ id: 4, amount: '1.00', currency_code: 'RUB', description: 'x' }, at(2000)),
      answered('markAllNotificationsRead', { updated: 3 }, 1500),
    ]);
    expect(state.notifications.unreadCount).toBe(1);
    expect(state.notifications.feed.map((n) => [n.type, n.read])).toEqual([
      ['CashRewardNotification', false],
      ['BonusCreatedNotification', true],
    ]);
  });
});

describe('withdrawals (GET /withdrawals against WithdrawalStatusChanged)', () => {
  const shown = (state: RootState, listed: Paginated<Withdrawal>) =>
    selectWithPushedWithdrawals(state, listed)?.data.map((w) => w.status);

  it('shows the pushed status over an older answer, and the answer of a request sent after the push', () => {
    const older = page(withdrawal('pending'));
    const before = foldAndReplay([
      signedInAs(),
      withdrawalStatusChanged({ withdrawal: withdrawal('approved') }, at(2000)),
      answered('listWithdrawals', older, 1500),
    ]);
    expect(shown(before, older)).toEqual(['approved']);
    const newer = page(withdrawal('rejected'));
    const after = foldAndReplay([
      signedInAs(),
      withdrawalStatusChanged({ withdrawal: withdrawal('approved') }, at(2000)),
      answered('listWithdrawals', newer, 2500),
    ]);
    expect(shown(after, newer)).toEqual(['rejected']);
    expect(selectWithPushedWithdrawals(after, newer)).toBe(newer);
  });
});
