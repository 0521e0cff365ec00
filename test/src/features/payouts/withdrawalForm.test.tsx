/** @jest-environment ./test/support/jsdomWithFetch.ts */
/**
 * The withdrawal form against a real contract server, signed in as the demo player (RUB, 1000.00):
 * an amount above the balance is refused before any request; when the balance known to the page is stale,
 * the server's 422 message appears under the amount field; a valid request lands in the history and the
 * balance shown drops.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Paginated, Withdrawal } from '@/api/types';
import PayoutScreen from '@/features/payouts/PayoutScreen';
import { renderWithStack } from '../../../support/renderWithStack';
import { contractServerForFile, demoTokensForFile } from '../../../support/contractServer';

const server = contractServerForFile({ inChildProcess: true });
const tokens = demoTokensForFile(server, 'player');

const routes = [{ path: '/payout', element: <PayoutScreen /> }];

async function withdrawalCount(): Promise<number> {
  return ((await (await server.api('/withdrawals', { token: tokens.player })).json()) as Paginated<Withdrawal>).meta.total;
}

/** Fills the form as a player would. */
async function fill(amount: string, details: string) {
  const form = screen.getByTestId('withdrawal-form');
  const amountField = within(form).getByRole('textbox', { name: /сумма/i });
  await userEvent.clear(amountField);
  await userEvent.type(amountField, amount);
  fireEvent.change(within(form).getByRole('combobox', { name: /способ/i }), { target: { value: 'card' } });
  const detailsField = within(form).getByRole('textbox', { name: /реквизиты/i });
  await userEvent.clear(detailsField);
  await userEvent.type(detailsField, details);
  return { form, amountField };
}

test('an amount above the balance is refused on the client, without a request', async () => {
  renderWithStack(server.apiUrl, routes, '/payout', tokens.player);
  const form = await screen.findByTestId('withdrawal-form', {}, { timeout: 10_000 });
  expect(within(form).getByTestId('withdrawal-balance').textContent).toBe('Доступно: 1\u00a0000,00\u00a0₽');
  const before = await withdrawalCount();

  const { amountField } = await fill('1000.01', '4111 1111 1111 1111');
  await userEvent.click(within(form).getByRole('button', { name: 'Запросить вывод' }));

  expect(await within(form).findByText('Сумма больше доступного баланса (1 000,00 ₽)')).toBeTruthy();
  expect(amountField.getAttribute('aria-invalid')).toBe('true');
  expect(await withdrawalCount()).toBe(before);
}, 30_000);

test('with a stale balance the server refuses, and its message shows under the amount field', async () => {
  renderWithStack(server.apiUrl, routes, '/payout', tokens.player);
  const form = await screen.findByTestId('withdrawal-form', {}, { timeout: 10_000 });
  // Another device withdraws 900.00: the server now holds 100.00 while this page still shows 1000.00.
  const other = await server.api('/withdrawals', { method: 'POST', token: tokens.player, json: { amount: '900.00', method: 'bank', details: 'IBAN DE00 1234' } });
  expect(other.status).toBe(201);

  const { amountField } = await fill('500', '4111 1111 1111 1111');
  await userEvent.click(within(form).getByRole('button', { name: 'Запросить вывод' }));

  expect(await within(form).findByText('Сумма больше вашего баланса.', {}, { timeout: 5000 })).toBeTruthy();
  expect(amountField.getAttribute('aria-invalid')).toBe('true');
  // Editing the field clears the server's message.
  await userEvent.type(amountField, '0');
  expect(within(form).queryByText('Сумма больше вашего баланса.')).toBeNull();

  // A request within the real balance goes through: the history lists it and the balance shown drops.
  await fill('40.50', '4111 1111 1111 1111');
  await userEvent.click(within(form).getByRole('button', { name: 'Запросить вывод' }));
  await waitFor(() => expect(within(form).getByTestId('withdrawal-balance').textContent).toBe('Доступно: 59,50\u00a0₽'), { timeout: 5000 });
  const history = await screen.findByTestId('withdrawal-history');
  await waitFor(() => expect(within(history).getAllByRole('row')[1]?.textContent).toContain('40,50\u00a0₽'));
}, 30_000);
