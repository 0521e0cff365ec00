/** @jest-environment ./test/support/jsdomWithFetch.ts */
/**
 * The deposit form against a real contract server, signed in as the demo player (RUB): the bounds come from
 * GET /wallet and show as the hint; an amount outside them or malformed is refused before any request (no
 * popup, no payment); a valid amount opens the provider popup at the server's redirect_url.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Paginated } from '@/api/types';
import DepositScreen from '@/features/wallet/DepositScreen';
import type { Payment } from '@/features/wallet/walletTypes';
import { renderWithStack } from '../../../support/renderWithStack';
import { contractServerForFile, demoTokensForFile } from '../../../support/contractServer';

const server = contractServerForFile({ inChildProcess: true });
const tokens = demoTokensForFile(server, 'player');

const routes = [{ path: '/deposit', element: <DepositScreen /> }];

async function paymentCount(): Promise<number> {
  return ((await (await server.api('/payments', { token: tokens.player })).json()) as Paginated<Payment>).meta.total;
}

test('amounts outside the bounds or malformed are refused on the client: no popup, no payment', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderWithStack(server.apiUrl, routes, '/deposit', tokens.player);
  const form = await screen.findByTestId('deposit-form', {}, { timeout: 10_000 });
  expect(within(form).getByText('От 100,00 ₽ до 500 000,00 ₽')).toBeTruthy();
  const amount = within(form).getByRole('textbox', { name: /сумма/i });
  const submit = within(form).getByRole('button', { name: 'Пополнить' });

  await userEvent.type(amount, '99,99');
  await userEvent.click(submit);
  expect(await within(form).findByText('Минимальная сумма пополнения — 100,00 ₽')).toBeTruthy();
  expect(amount.getAttribute('aria-invalid')).toBe('true');

  await userEvent.clear(amount);
  await userEvent.type(amount, '500000.01');
  expect(await within(form).findByText('Максимальная сумма пополнения — 500 000,00 ₽')).toBeTruthy();

  await userEvent.clear(amount);
  await userEvent.type(amount, '10.999');
  expect(await within(form).findByText('Сумма — число, не больше 2 знаков после запятой')).toBeTruthy();

  expect(open).not.toHaveBeenCalled();
  expect(await paymentCount()).toBe(0);
  open.mockRestore();
}, 30_000);

test('a valid amount creates the payment and points the popup at the provider page', async () => {
  const popup = { closed: false, close: jest.fn(), location: { href: 'about:blank' } };
  const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  renderWithStack(server.apiUrl, routes, '/deposit', tokens.player);
  const form = await screen.findByTestId('deposit-form', {}, { timeout: 10_000 });
  await userEvent.type(within(form).getByRole('textbox', { name: /сумма/i }), '150');
  await userEvent.click(within(form).getByRole('button', { name: 'Пополнить' }));
  await waitFor(() => expect(popup.location.href).toMatch(/\/payments\/[^/]+\/provider(\?|$)/), { timeout: 5000 });
  expect(open).toHaveBeenCalledTimes(1);
  expect(await within(form).findByText('Завершите оплату в открывшемся окне. Баланс обновится сам.')).toBeTruthy();
  const history = await screen.findByTestId('payment-history');
  await waitFor(() => expect(within(history).getAllByRole('row')[1]?.textContent).toContain('150,00\u00a0₽'));
  open.mockRestore();
}, 30_000);
