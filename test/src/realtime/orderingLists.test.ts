/**
 * @jest-environment node
 */
/**
 * The ordering rule (docs/realtime-client.md, "Ordering") for the lists and maps both a REST answer and a push write:
 * settings keys, the unread count against "mark all read", and withdrawals' statuses (the rule itself, the balance
 * and the jackpots: ordering.test.ts).
 */
import { type RootState } from '@/app/rootReducer';
import type { Paginated, Withdrawal } from '@/api/types';
import { selectWithPushedWithdrawals } from '@/features/payouts/withdrawalsSlice';
import { bonusCreated, cashRewarded, settingsUpdated, withdrawalStatusChanged } from '@/realtime/realtimeActions';

import { answered, at, foldAndReplay, page, setUpOrderingHarness, signedInAs, withdrawal } from './orderingHarness';

setUpOrderingHarness();

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

  /** The state after a push (approved) arrives at 2000 and the answer `listed` to a request sent at `sentAt`. */
  const pushThenAnswer = (listed: Paginated<Withdrawal>, sentAt: number) =>
    foldAndReplay([
      signedInAs(),
      withdrawalStatusChanged({ withdrawal: withdrawal('approved') }, at(2000)),
      answered('listWithdrawals', listed, sentAt),
    ]);

  it('shows the pushed status over an older answer, and the answer of a request sent after the push', () => {
    const older = page(withdrawal('pending'));
    const before = pushThenAnswer(older, 1500);
    expect(shown(before, older)).toEqual(['approved']);
    const newer = page(withdrawal('rejected'));
    const after = pushThenAnswer(newer, 2500);
    expect(shown(after, newer)).toEqual(['rejected']);
    expect(selectWithPushedWithdrawals(after, newer)).toBe(newer);
  });
});
