/** Toasts for pushes: one per notification, in the user's language; a burst becomes one summary toast. */
import { runSaga, stdChannel, type Task } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { showToast } from '@/ui/toast';
import { bonusFulfilled, cashRewarded, paymentFulfilled } from '@/realtime/realtimeActions';
import { notificationToastSaga, TOAST_GAP_MS } from '@/realtime/toastSaga';

jest.mock('@/ui/toast', () => ({ showToast: jest.fn() }));
const shown = showToast as jest.MockedFunction<typeof showToast>;

let task: Task | undefined;
afterEach(() => {
  task?.cancel();
  shown.mockReset();
  jest.useRealTimers();
});

function start(locale: 'ru' | 'en') {
  jest.useFakeTimers();
  const channel = stdChannel<UnknownAction>();
  const state = { locale: { locale }, auth: { user: { currency: { code: 'RUB' } } } };
  task = runSaga({ channel, getState: () => state, dispatch: () => undefined }, notificationToastSaga);
  return (action: UnknownAction) => channel.put(action);
}

test('each push shows its own toast, in Russian', async () => {
  const push = start('ru');
  push(paymentFulfilled({ amount: '250.00', currency_code: 'RUB', balance: '1250.00' }));
  expect(shown).toHaveBeenLastCalledWith('Платёж на 250,00\u00a0₽ зачислен. Баланс: 1\u00a0250,00\u00a0₽', 'success');
  await jest.advanceTimersByTimeAsync(TOAST_GAP_MS);
  push(bonusFulfilled({ id: 1, title: 'Старт', amount: '1.00' }));
  expect(shown).toHaveBeenLastCalledWith('Бонус «Старт» отыгран', 'info');
  expect(shown).toHaveBeenCalledTimes(2);
});

test('in English the same pushes speak English', () => {
  const push = start('en');
  push(cashRewarded({ id: 2, amount: '10.00', currency_code: 'USD', description: 'Prize' }));
  expect(shown).toHaveBeenLastCalledWith('You won a prize of $10.00: Prize', 'success');
});

test('a burst of 1,000 pushes shows the first toast and one summary, not a thousand toasts', async () => {
  const push = start('ru');
  for (let i = 0; i < 1000; i += 1)
    push(cashRewarded({ id: i + 1, amount: '1.00', currency_code: 'RUB', description: 'x' }));
  await jest.advanceTimersByTimeAsync(TOAST_GAP_MS);
  expect(shown).toHaveBeenCalledTimes(2);
  expect(shown).toHaveBeenLastCalledWith('Новых уведомлений: 999', 'info');
});
