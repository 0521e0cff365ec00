/** @jest-environment ./test/support/jsdomWithFetch.ts */
/**
 * The withdrawal form against a real contract server, signed in as the demo player (RUB, 1000.00):
 * an amount above the balance or below the minimum withdrawal is refused before any request; when the balance
 * known to the page is stale, the server's 422 message appears under the amount field; a valid request lands in
 * the history and the balance shown drops; a withdrawal that would end an active bonus asks the player to
 * confirm, naming the bonus money it removes.
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
  return ((await (await server.api('/withdrawals', { token: tokens.player })).json()) as Paginated<Withdrawal>).meta
    .total;
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

test('below the minimum withdrawal the form says so before any request, and the help names the minimum', async () => {
  renderWithStack(server.apiUrl, routes, '/payout', tokens.player);
  const form = await screen.findByTestId('withdrawal-form', {}, { timeout: 10_000 });
  expect(await within(form).findByText(/^От 500,00\s₽ до 1\s000,00\s₽$/, {}, { timeout: 5000 })).toBeTruthy();
  const before = await withdrawalCount();
  await fill('1', '4111 1111 1111 1111');
  await userEvent.click(within(form).getByRole('button', { name: 'Запросить вывод' }));
  expect(await within(form).findByText(/^Минимальная сумма вывода — 500,00\s₽$/)).toBeTruthy();
  expect(await withdrawalCount()).toBe(before);
}, 30_000);

test('with a stale balance the server refuses, and its message shows under the amount field', async () => {
  renderWithStack(server.apiUrl, routes, '/payout', tokens.player);
  const form = await screen.findByTestId('withdrawal-form', {}, { timeout: 10_000 });
  // Another device withdraws 500.00: the server now holds 500.00 while this page still shows 1000.00.
  const other = await server.api('/withdrawals', {
    method: 'POST',
    token: tokens.player,
    json: { amount: '500.00', method: 'bank', details: 'IBAN DE00 1234' },
  });
  expect(other.status).toBe(201);

  const { amountField } = await fill('600', '4111 1111 1111 1111');
  await userEvent.click(within(form).getByRole('button', { name: 'Запросить вывод' }));

  expect(await within(form).findByText('Сумма больше вашего баланса.', {}, { timeout: 5000 })).toBeTruthy();
  expect(amountField.getAttribute('aria-invalid')).toBe('true');
  // Editing the field clears the server's message.
  await userEvent.type(amountField, '0');
  expect(within(form).queryByText('Сумма больше вашего баланса.')).toBeNull();

  // A request within the real balance goes through: the history lists it and the balance shown drops.
  await fill('500', '4111 1111 1111 1111');
  await userEvent.click(within(form).getByRole('button', { name: 'Запросить вывод' }));
  await waitFor(
    () => expect(within(form).getByTestId('withdrawal-balance').textContent).toBe('Доступно: 0,00\u00a0₽'),
    { timeout: 5000 },
  );
  const history = await screen.findByTestId('withdrawal-history', {}, { timeout: 5000 });
  await waitFor(() => expect(within(history).getAllByRole('row')[1]?.textContent).toContain('500,00\u00a0₽'), {
    timeout: 5000,
  });
}, 30_000);

// Last: it gives the demo player bonus money and the withdrawals above spent their own.
test('a withdrawal that ends an active bonus is sent only once the player confirms, seeing the bonus money it removes', async () => {
  for (const [event, amount] of [
    ['payment', '1000.00'],
    ['bonus', '300.00'],
  ])
    expect(
      (await server.api('/dev/simulate', { method: 'POST', json: { email: 'player@example.com', event, amount } }))
        .status,
    ).toBe(200);
  renderWithStack(server.apiUrl, routes, '/payout', tokens.player);
  const form = await screen.findByTestId('withdrawal-form', {}, { timeout: 10_000 });
  const confirm = await within(form).findByRole(
    'checkbox',
    { name: 'Понимаю: бонусы будут завершены, 300,00\u00a0₽ спишутся с баланса' },
    { timeout: 5000 },
  );
  expect(within(form).getByTestId('withdrawal-forfeit').textContent).toContain(
    '300,00\u00a0₽ бонусных денег будут списаны с баланса',
  );
  const before = await withdrawalCount();

  await fill('600', '4111 1111 1111 1111');
  await userEvent.click(within(form).getByRole('button', { name: 'Запросить вывод' }));
  expect(await within(form).findByText('Подтвердите, что вывод завершит активные бонусы')).toBeTruthy();
  expect(await withdrawalCount()).toBe(before);

  await userEvent.click(confirm);
  await userEvent.click(within(form).getByRole('button', { name: 'Запросить вывод' }));
  await waitFor(
    () => expect(within(form).getByTestId('withdrawal-balance').textContent).toBe('Доступно: 400,00\u00a0₽'),
    { timeout: 5000 },
  );
  expect(await withdrawalCount()).toBe(before + 1);
  await waitFor(() => expect(within(form).queryByTestId('withdrawal-forfeit')).toBeNull());
}, 30_000);
