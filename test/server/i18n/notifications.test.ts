/**
 * A stored notification's text names money in the event's own currency when the event says one (a payment, a cash
 * prize), and in the reader's otherwise: a player whose account is in roubles still reads a dollar payment in dollars.
 */
import { notificationText, type StoredNotification } from '../../../server/i18n/notifications';

const asStored = (type: string, data: Record<string, unknown>): StoredNotification => ({
  type,
  title: 'stored title',
  body: 'stored body',
  data,
});
const untranslated = (text: string) => text;

describe('money in a notification', () => {
  it("a payment names its own currency, not the reader's", () => {
    const payment = asStored('PaymentFulfilled', { amount: '25.00', balance: '125.50', currency_code: 'USD' });
    expect(notificationText('en', payment, untranslated, 'RUB').body).toBe(
      'A payment of $25.00 has been credited. Balance: $125.50',
    );
  });

  it("a payment without a currency is written in the reader's", () => {
    const payment = asStored('PaymentFulfilled', { amount: '25.00', balance: '125.50' });
    expect(notificationText('en', payment, untranslated, 'RUB').body).toBe(
      'A payment of 25,00\u00a0₽ has been credited. Balance: 125,50\u00a0₽',
    );
  });

  it('a cash prize names its own currency in either language', () => {
    const prize = asStored('CashRewardNotification', { amount: '10.00', description: 'Prize', currency_code: 'EUR' });
    expect(notificationText('ru', prize, untranslated, 'RUB').body).toBe('Вы получили приз €10.00: Prize');
  });
});
