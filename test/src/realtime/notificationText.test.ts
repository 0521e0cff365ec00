/** The toast wording of docs/contract.md, with figures formatted as it says, in Russian and in English. */
import { notificationText, type NotificationPush } from '@/realtime/notificationText';

/** The toast a player reading Russian, whose currency is the rouble, sees for `push`. */
const inRussian = (push: NotificationPush) => notificationText(push, 'ru', 'RUB');

test('Russian toasts use the contract wording and formatted money', () => {
  expect(
    inRussian({ type: 'PaymentFulfilled', data: { amount: '250.00', currency_code: 'RUB', balance: '1250.00' } }),
  ).toBe('Платёж на 250,00\u00a0₽ зачислен. Баланс: 1\u00a0250,00\u00a0₽');
  expect(
    inRussian({ type: 'BonusCreatedNotification', data: { id: 1, title: 'Старт', amount: '500.00', wager: 35 } }),
  ).toBe('Вы получили бонус «Старт» на 500,00\u00a0₽, вейджер x35');
  expect(inRussian({ type: 'BonusFulfilledNotification', data: { id: 1, title: 'Старт', amount: '500.00' } })).toBe(
    'Бонус «Старт» отыгран',
  );
  expect(
    inRussian({
      type: 'CashRewardNotification',
      data: { id: 2, amount: '10.00', currency_code: 'USD', description: '<b>Приз</b>' },
    }),
  ).toBe('Вы получили приз $10.00: <b>Приз</b>');
  expect(
    inRussian({ type: 'FreespinRewardNotification', data: { id: 3, quantity: 25, gameTitle: 'Golden Lotus' } }),
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
