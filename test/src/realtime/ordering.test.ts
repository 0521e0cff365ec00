/**
 * @jest-environment node
 */
/**
 * The ordering rule (docs/realtime-client.md, "Ordering"), folded for every piece of state that both a REST answer
 * and a push write: a push received after a request was sent stays when that older answer lands; an answer whose
 * request started after the push replaces it; a version, when both sides carry one, wins over the times. The REST
 * answers are real RTK Query fulfilled actions (captured from a store), re-timed through their `meta`.
 */
import { rootReducer } from '@/app/rootReducer';
import { isValidPayload } from '@/realtime/events';
import type { Jackpot } from '@/api/types';
import { isNewer } from '@/realtime/ordering';
import { balanceChanged, jackpotsUpdated, paymentFulfilled, userUpdated } from '@/realtime/realtimeActions';

import {
  answered,
  at,
  fold,
  foldAndReplay,
  fulfilled,
  jackpot,
  player,
  setUpOrderingHarness,
  signedInAs,
} from './orderingHarness';

setUpOrderingHarness();

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
  /** The jackpots shown after `pushed` arrives at 2000 and the answer `listed` to a request sent at `sentAt`. */
  const pushThenAnswer = (pushed: Jackpot[], listed: Jackpot[], sentAt: number) =>
    foldAndReplay([jackpotsUpdated({ jackpots: pushed }, at(2000)), answered('getJackpots', listed, sentAt)]).site
      .jackpots;

  it('keeps pushed jackpots when an older answer lands, takes a newer answer', () => {
    expect(pushThenAnswer(jackpot('200.00'), jackpot('100.00'), 1500)).toEqual(jackpot('200.00'));
    expect(pushThenAnswer(jackpot('200.00'), jackpot('300.00'), 2500)).toEqual(jackpot('300.00'));
  });

  it('lets the jackpot counter win over the times', () => {
    expect(pushThenAnswer(jackpot('200.00', 5), jackpot('300.00', 6), 1500)).toEqual(jackpot('300.00', 6));
    expect(pushThenAnswer(jackpot('200.00', 5), jackpot('100.00', 4), 2500)).toEqual(jackpot('200.00', 5));
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
