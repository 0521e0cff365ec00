// The header in jsdom: a balance push re-renders the balance chip and not the header; toasts render text, never HTML.
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { memoryTokenStore } from '@/api/services';
import { parseConfig } from '@/config/appConfig';
import type { EchoFactory } from '@/realtime/echoFactory';
import { balanceChanged } from '@/realtime/realtimeActions';
import type { User } from '@/api/types';
import * as HeaderModule from '@/routes/layouts/Header';
import { showToast } from '@/ui/toast';
import { Tooltip } from '@/ui/theme';

const NBSP = '\u00a0';
const never = () => new Promise<never>(() => undefined);

const player: User = {
  uuid: '5a3f0c1e-0000-4000-8000-000000000001',
  email: 'player@example.com',
  email_verified_at: '2026-01-01T00:00:00Z',
  roles: ['player'],
  balance: '1000.00',
  currency: { code: 'RUB', usd_rate: '92.50' },
  telegram_id: null,
  created_at: '2026-01-01T00:00:00Z',
  name: 'Player One',
  locale: 'ru',
};

function renderHeader() {
  // This test is about rendering, not data: the sagas are stopped at once so the preloaded session stays.
  const store = makeStore(
    {
      config: parseConfig({ environment: 'test' }),
      tokens: memoryTokenStore({ token: 'token' }),
      createEcho: never as unknown as EchoFactory,
      fetchFn: never,
    },
    { auth: { status: 'signedIn', user: player } },
  );
  store.sagaTask.cancel();
  const headerRenders = jest.spyOn(HeaderModule, 'Header');
  const router = createMemoryRouter([{ path: '/', element: <HeaderModule.Header /> }]);
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, headerRenders };
}

afterEach(() => jest.restoreAllMocks());

test('a BalanceChanged push updates the balance without re-rendering the header', async () => {
  const { store, headerRenders } = renderHeader();
  const chip = await screen.findByTestId('header-balance');
  expect(chip.textContent).toBe(`1${NBSP}000,00${NBSP}₽`);
  const before = headerRenders.mock.calls.length;

  act(() => {
    store.dispatch(balanceChanged({ balance: '1250.50', currency_code: 'RUB' }));
  });

  // Realtime actions are auto-batched: subscribers hear of them on the next animation frame.
  await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe(`1${NBSP}250,50${NBSP}₽`));
  expect(headerRenders.mock.calls.length).toBe(before);
});

test('a toast shows server text as text, never as HTML', async () => {
  renderHeader();
  act(() => showToast('<img src=x onerror="alert(1)"><b>Бонус</b>', 'success'));
  const toast = await screen.findByText('<img src=x onerror="alert(1)"><b>Бонус</b>');
  expect(toast.querySelector('img, b')).toBeNull();
});

test('the Tooltip wrapper adds nothing when its title is empty', () => {
  const { container, rerender } = render(
    <Tooltip title="">
      <button type="button">x</button>
    </Tooltip>,
  );
  expect(container.querySelector('button')?.getAttribute('aria-label')).toBeNull();
  rerender(
    <Tooltip title="Подсказка">
      <button type="button">x</button>
    </Tooltip>,
  );
  expect(container.querySelector('button')?.getAttribute('aria-label')).toBe('Подсказка');
});
