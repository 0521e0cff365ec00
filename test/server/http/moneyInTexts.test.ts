/**
 * Money in the server's sentences is written as the app writes it (src/ui/format/money.ts: the currency's rule,
 * «1 000,00 ₽» for roubles), in the reader's language: the deposit notification, the LimitWarning notification and a
 * responsible-gaming refusal.
 */
import { contractServerForFile } from '../../support/contractServer';
import { json } from '../../support/contractServerHelpers';
import { newPlayer, signedCallback } from '../../support/walletFixtures';

jest.setTimeout(30_000);
const server = contractServerForFile();
const NBSP = '\u00a0';
const rub = (digits: string) => `${digits.replace(' ', NBSP)}${NBSP}₽`;

const deposit = async (token: string, amount: string) => {
  const res = await server.api('/payments', { method: 'POST', token, json: { amount, method: 'card' } });
  if (res.status !== 201) return res;
  const { payment } = await json<{ payment: { id: number } }>(res);
  return server.api('/payments/callback', { method: 'POST', json: signedCallback(server, payment.id, 'fulfilled') });
};
const bodies = async (token: string) =>
  (await json<{ data: { body: string }[] }>(await server.api('/notifications', { token }))).data.map((n) => n.body);
const speak = async (token: string, locale: 'ru' | 'en') =>
  expect((await server.api('/profile', { method: 'PATCH', token, json: { locale } })).status).toBe(200);

it('writes a deposit, a limit warning and a limit refusal with the app’s money format, in either language', async () => {
  const p = await newPlayer(server, '0');
  await speak(p.token, 'ru');
  expect((await deposit(p.token, '1000')).status).toBe(200);
  expect(await bodies(p.token)).toContain(`Платёж на ${rub('1 000,00')} зачислен. Баланс: ${rub('1 000,00')}`);
  await speak(p.token, 'en');
  expect(await bodies(p.token)).toContain(
    `A payment of ${rub('1 000,00')} has been credited. Balance: ${rub('1 000,00')}`,
  );

  const limit = await server.api('/responsible-gaming/limits', {
    method: 'PUT',
    token: p.token,
    json: { type: 'deposit', period: 'month', amount: '1250' },
  });
  expect(limit.status).toBe(200);
  const refused = await server.api('/payments', {
    method: 'POST',
    token: p.token,
    json: { amount: '600', method: 'card' },
  });
  expect(refused.status).toBe(422);
  expect((await json<{ errors: { amount: string[] } }>(refused)).errors.amount).toEqual([
    `This exceeds your monthly deposit limit of ${rub('1 250,00')} (${rub('250,00')} left).`,
  ]);

  // 1 200 of 1 250 used crosses 80 %: the warning is written from its data in the reader's language.
  expect((await deposit(p.token, '200')).status).toBe(200);
  expect(await bodies(p.token)).toContain(`80% used: monthly deposit limit, ${rub('1 200,00')} of ${rub('1 250,00')}.`);
  await speak(p.token, 'ru');
  expect(await bodies(p.token)).toContain(
    `Использовано 80%: месячный лимит депозитов — ${rub('1 200,00')} из ${rub('1 250,00')}.`,
  );
});
