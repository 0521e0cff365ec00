/**
 * The four notification types written from the catalogue's title and body: with every field their body names they
 * read in the reader's language; when the event lacks one (an older row, a hand-written one) the stored text is kept,
 * translated, instead of a sentence with a hole in it.
 */
import { notificationText, type StoredNotification } from '../../../server/i18n/notifications';

/** Marks what went through the content dictionary, so a test sees which texts were translated. */
const translate = (text: string) => `[${text}]`;
const read = (type: string, data: Record<string, unknown>) => {
  const stored: StoredNotification = { type, title: 'stored title', body: 'stored body', data };
  return notificationText('en', stored, translate, 'RUB');
};

const COMPLETE: [type: string, data: Record<string, unknown>, title: string, body: string][] = [
  [
    'PaymentFulfilled',
    { amount: '25.00', balance: '125.50', currency_code: 'USD' },
    'Payment credited',
    'A payment of $25.00 has been credited. Balance: $125.50',
  ],
  [
    'BonusCreatedNotification',
    { title: 'Welcome', amount: '100.00', wager: 35, currency_code: 'USD' },
    'New bonus',
    'You received the bonus “[Welcome]” of 100,00\u00a0₽, wager x35',
  ],
  ['BonusFulfilledNotification', { title: 'Welcome' }, 'Bonus wagered', 'The bonus “[Welcome]” has been wagered'],
  [
    'CashRewardNotification',
    { amount: '10.00', description: 'Prize', currency_code: 'EUR' },
    'Cash prize',
    'You received a prize of €10.00: [Prize]',
  ],
];

describe.each(COMPLETE)('%s', (type, data, title, body) => {
  it('is written from its data in the reader’s language', () => {
    expect(read(type, data)).toEqual({ title, body });
  });

  it.each(Object.keys(data).filter((field) => field !== 'currency_code'))(
    'keeps its stored text when the data lacks %s',
    (field) => {
      const { [field]: _left, ...lacking } = data;
      expect(read(type, lacking)).toEqual({ title: '[stored title]', body: '[stored body]' });
    },
  );
});

it('keeps the stored text of a bonus whose wager is not a number', () => {
  const data = { title: 'Welcome', amount: '100.00', wager: '35' };
  expect(read('BonusCreatedNotification', data)).toEqual({ title: '[stored title]', body: '[stored body]' });
});
