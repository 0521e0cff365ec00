/**
 * The three issue-7 pushes at the boundary: the guards accept the documented payloads and drop malformed ones,
 * each becomes its typed action, and the toast wording names the amounts in the player's language.
 */
import { isValidPayload, loadPayloadValidators } from '@/realtime/events';
import { actionForEvent, limitWarned, paymentDeclined, withdrawalStatusChanged } from '@/realtime/realtimeActions';
import { walletPushToast } from '@/features/wallet/walletPushSaga';

// The validators load on demand (`common`'s with the realtime client, `user`'s when a session starts); the saga awaits
// them before it subscribes. Here both are loaded up front.
beforeAll(() => loadPayloadValidators('common', 'user'));

const withdrawal = {
  id: 7,
  amount: '250.00',
  currency_code: 'RUB',
  method: 'card',
  status: 'approved',
  created_at: '2026-11-22T02:00:00Z',
};

test('the guards accept the documented payloads and refuse floats, unknown statuses and odd percents', () => {
  expect(isValidPayload('WithdrawalStatusChanged', { withdrawal })).toBe(true);
  expect(isValidPayload('WithdrawalStatusChanged', { withdrawal: { ...withdrawal, status: 'lost' } })).toBe(false);
  expect(isValidPayload('WithdrawalStatusChanged', { withdrawal: { ...withdrawal, amount: 250 } })).toBe(false);
  expect(isValidPayload('PaymentDeclined', { id: 3, amount: '700.00', currency_code: 'RUB' })).toBe(true);
  expect(isValidPayload('PaymentDeclined', { id: 3, amount: '700.00', currency_code: 'rub' })).toBe(false);
  const warning = { type: 'deposit', period: 'day', amount: '1000.00', used: '800.00', percent: 80 };
  expect(isValidPayload('LimitWarning', warning)).toBe(true);
  expect(isValidPayload('LimitWarning', { ...warning, percent: 90 })).toBe(false);
  expect(isValidPayload('LimitWarning', { ...warning, period: 'year' })).toBe(false);
});

test('each push becomes its typed action and a Russian toast of the right kind', () => {
  const declined = actionForEvent('PaymentDeclined', { id: 3, amount: '700.00', currency_code: 'RUB' });
  expect(paymentDeclined.match(declined)).toBe(true);
  expect(walletPushToast(declined, 'ru', 'RUB')).toEqual({
    text: 'Платёж на 700,00\u00a0₽ отклонён',
    variant: 'error',
  });

  const changed = actionForEvent('WithdrawalStatusChanged', { withdrawal: { ...withdrawal, status: 'approved' } });
  expect(withdrawalStatusChanged.match(changed)).toBe(true);
  expect(walletPushToast(changed, 'ru', 'RUB')).toEqual({ text: 'Вывод 250,00\u00a0₽ выплачен', variant: 'success' });
  // The player's own cancel already showed its toast: the echo of it stays quiet.
  expect(
    walletPushToast(
      actionForEvent('WithdrawalStatusChanged', { withdrawal: { ...withdrawal, status: 'cancelled' } }),
      'ru',
      'RUB',
    ),
  ).toBeNull();

  const warned = actionForEvent('LimitWarning', {
    type: 'loss',
    period: 'week',
    amount: '1000.00',
    used: '1000.00',
    percent: 100,
  });
  expect(limitWarned.match(warned)).toBe(true);
  expect(walletPushToast(warned, 'ru', 'RUB')).toEqual({
    text: 'Лимит исчерпан (проигрыш, неделя): 1\u00a0000,00\u00a0₽ из 1\u00a0000,00\u00a0₽',
    variant: 'warning',
  });
  expect(walletPushToast(warned, 'en', 'USD')?.text).toBe('Limit reached (losses, week): $1,000.00 of $1,000.00');
});
