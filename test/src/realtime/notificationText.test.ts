/** The toast wording of docs/contract.md, with figures formatted as it says, in Russian and in English. */
import { notificationText } from '@/realtime/notificationText';

test('Russian toasts use the contract wording and formatted money', () => {
  expect(
    notificationText(
      { type: 'PaymentFulfilled', data: { amount: '250.00', currency_code: 'RUB', balance: '1250.00' } },
      'ru',
      'RUB',
    ),
  ).toBe('Платёж на 250,00\u00a0₽ зачислен. Баланс: 1\u00a0250,00\u00a0₽');
  expect(
    notificationText(
      { type: 'BonusCreatedNotification', data: { id: 1, title: 'Старт', amount: '500.00', wager: 35 } },
      'ru',
      'RUB',
    ),
  ).toBe('Вы получили бонус «Старт» на 500,00\u00a0₽, вейджер x35');
  expect(
    notificationText(
      { type: 'BonusFulfilledNotification', data: { id: 1, title: 'Старт', amount: '500.00' } },
      'ru',
      'RUB',
    ),
  ).toBe('Бонус «Старт» отыгран');
  expect(
    notificationText(
      {
        type: 'CashRewardNotification',
        data: { id: 2, amount: '10.00', currency_code: 'USD', description: '<b>Приз</b>' },
      },
      'ru',
      'RUB',
    ),
  ).toBe('Вы получили приз $10.00: <b>Приз</b>');
  expect(
    notificationText(
      { type: 'FreespinRewardNotification', data: { id: 3, quantity: 25, gameTitle: 'Golden Lotus' } },
      'ru',
      'RUB',
    ),
  ).toBe('Вы получили 25 фриспинов в игре Golden Lotus');
});

test('English toasts say the same in English', () => {
  expect(
    notificationText(
      { type: 'PaymentFulfilled', data: { amount: '0.00012345', currency_code: 'BTC', balance: '1.5' } },
      'en',
      'BTC',
    ),
  ).toBe('Payment of 0.00012345\u00a0BTC credited. Balance: 1.50000000\u00a0BTC');
});
