/**
 * The validators generated from openapi.yaml (`x-realtime-events`) at the SPA's boundary: the documented payloads
 * pass, and what the schemas rule out — a user missing required fields, string ids, money as numbers, lower-case
 * currency codes, unbounded text — is refused. Each channel kind's validators load on their own.
 */
import type { User } from '@/api/types';
import { commonEventNames, isValidPayload, loadPayloadValidators, userEventNames } from '@/realtime/events';
import type * as EventsModule from '@/realtime/events';
import { DEMO_PLAYER_USER } from '../../support/demoUsers';

// The validators load on demand (`common`'s with the realtime client, `user`'s when a session starts); the saga awaits
// them before it subscribes. Here both are loaded up front.
beforeAll(() => loadPayloadValidators('common', 'user'));

const user: User = DEMO_PLAYER_USER;

test('the event names come from the contract, in its order', () => {
  expect(commonEventNames).toEqual(['JackpotsUpdated', 'MaintenanceChanged', 'WinRecorded']);
  expect(userEventNames).toEqual(expect.arrayContaining(['BalanceChanged', 'UserUpdated', 'LimitWarning']));
  expect(userEventNames[0]).toBe('BalanceChanged');
});

test('UserUpdated needs every required field of User', () => {
  expect(isValidPayload('UserUpdated', { user })).toBe(true);
  for (const field of [
    'uuid',
    'email',
    'email_verified_at',
    'roles',
    'balance',
    'currency',
    'telegram_id',
    'created_at',
    'name',
    'locale',
  ] as const) {
    const { [field]: _dropped, ...partial } = user;
    expect([field, isValidPayload('UserUpdated', { user: partial })]).toEqual([field, false]);
  }
  expect(isValidPayload('UserUpdated', { user: { ...user, locale: 'de' } })).toBe(false);
  expect(isValidPayload('UserUpdated', { user: { ...user, roles: ['root'] } })).toBe(false);
});

test('ids are positive integers, money decimal strings, currency codes upper-case, text bounded', () => {
  const reward = { id: 4, amount: '10.00', currency_code: 'RUB', description: 'Приз' };
  expect(isValidPayload('CashRewardNotification', reward)).toBe(true);
  expect(isValidPayload('CashRewardNotification', { ...reward, extra: 'ignored' })).toBe(true);
  expect(isValidPayload('CashRewardNotification', { ...reward, id: '4' })).toBe(false);
  expect(isValidPayload('CashRewardNotification', { ...reward, id: 0 })).toBe(false);
  expect(isValidPayload('CashRewardNotification', { ...reward, amount: 10 })).toBe(false);
  expect(isValidPayload('CashRewardNotification', { ...reward, amount: '1e3' })).toBe(false);
  expect(isValidPayload('CashRewardNotification', { ...reward, currency_code: 'rub' })).toBe(false);
  expect(isValidPayload('CashRewardNotification', { ...reward, description: 'x'.repeat(2001) })).toBe(false);
  expect(isValidPayload('BonusCreatedNotification', { id: 1, title: 'x'.repeat(501), amount: '1.00', wager: 35 })).toBe(
    false,
  );
  expect(isValidPayload('BalanceChanged', { balance: `${'9'.repeat(40)}.00`, currency_code: 'RUB' })).toBe(false);
});

test("a channel kind's events are refused until its validators are loaded, then checked", async () => {
  // A fresh copy of the module, with nothing loaded yet (then what a guest's page has: `common` only).
  let events: typeof EventsModule | undefined;
  jest.isolateModules(() => {
    events = jest.requireActual<typeof EventsModule>('@/realtime/events');
  });
  if (!events) throw new Error('the module did not load');
  expect(events.isValidPayload('JackpotsUpdated', { jackpots: [] })).toBe(false);
  const balance = { balance: '1000.00', currency_code: 'RUB' };
  const jackpots = { jackpots: [{ id: 1, name: 'Mega', amount: '100.00', currency_code: 'RUB' }] };
  await events.loadPayloadValidators('common');
  expect(events.isValidPayload('JackpotsUpdated', jackpots)).toBe(true);
  expect(events.isValidPayload('BalanceChanged', balance)).toBe(false);
  await events.loadPayloadValidators('user');
  expect(events.isValidPayload('BalanceChanged', balance)).toBe(true);
  expect(events.isValidPayload('BalanceChanged', { ...balance, balance: 1000 })).toBe(false);
});

test('a lazily validated event waits for its group: ignored until the wins feed loads it, then checked', async () => {
  let events: typeof EventsModule | undefined;
  jest.isolateModules(() => {
    events = jest.requireActual<typeof EventsModule>('@/realtime/events');
  });
  if (!events) throw new Error('the module did not load');
  const win = {
    id: 1,
    kind: 'spin',
    game: { slug: 'slot', title: 'Slot' },
    amount: '10.00',
    currency_code: 'RUB',
    player: null,
    big: false,
    won_at: '2026-01-01T00:00:00.000Z',
  };
  await events.loadPayloadValidators('common', 'user');
  expect(events.awaitsValidator('WinRecorded')).toBe(true);
  expect(events.awaitsValidator('JackpotsUpdated')).toBe(false);
  // The winner's own copy is numbered on the private channel: it is never left waiting.
  expect(events.awaitsValidator('OwnWinRecorded')).toBe(false);
  expect(events.isValidPayload('OwnWinRecorded', { win })).toBe(true);
  await events.loadPayloadValidators('lazy');
  expect(events.awaitsValidator('WinRecorded')).toBe(false);
  expect(events.isValidPayload('WinRecorded', { win })).toBe(true);
  expect(events.isValidPayload('WinRecorded', { win: { ...win, amount: 10 } })).toBe(false);
});
