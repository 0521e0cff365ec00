/**
 * The wallet in a real browser (production build) against the real contract server: a deposit through the
 * provider popup ends with the Russian toast and the new header balance; a declined one shows as declined in
 * the history; a deposit over the player's limit is refused with the server's message; a real-money spin
 * in the embedded slot changes the header balance live; the reality check opens after its interval
 * (page.clock); a time-out signs the player out and sign-in is then refused with the server's message.
 */
import type { Page } from 'playwright-core';
import { formatMoney } from '@/ui/format';
import { apiJson } from '../support/api';
import { newContext, screenshot } from '../support/browser';
import { networkSettled } from '../support/networkSettled';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { DEMO, navigateInApp, signInByCookie } from '../support/ui';

jest.setTimeout(120_000);

setUpBrowserSuite();

const rub = (amount: string) => formatMoney(amount, 'RUB');

/** A page of a fresh context, opened on `path` with the demo player signed in (one load, straight to `path`). */
async function signedInPage(path = '/'): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await signInByCookie(page, stack, 'player', path);
  return page;
}

async function playerToken(): Promise<string> {
  return stack.server.signInAs('player');
}

async function serverBalance(): Promise<string> {
  const res = await stack.server.api('/auth/user', { token: await playerToken() });
  return ((await res.json()) as { user: { balance: string } }).user.balance;
}

/** Starts a deposit on /deposit and returns the provider popup. */
async function startDeposit(page: Page, amount: string): Promise<Page> {
  await page.getByTestId('header-balance').click();
  await page.waitForURL(/\/deposit$/);
  const form = page.getByTestId('deposit-form');
  await form.getByTestId('deposit-amount').fill(amount);
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    form.getByRole('button', { name: 'Пополнить' }).click(),
  ]);
  await popup.getByTestId('provider-approve').waitFor();
  return popup;
}

test('a deposit through the provider popup ends with the toast and the new balance on the main page', async () => {
  const page = await signedInPage();
  const before = await serverBalance();
  const popup = await startDeposit(page, '500');
  await screenshot(popup, 'wallet-provider-popup');
  await Promise.all([popup.waitForEvent('close'), popup.getByTestId('provider-approve').click()]);
  const after = await serverBalance();
  expect(after).not.toBe(before);
  await page.getByText(`Платёж на ${rub('500.00')} зачислен. Баланс: ${rub(after)}`).waitFor({ timeout: 5000 });
  await page.locator('[data-testid="header-balance"]', { hasText: rub(after) }).waitFor({ timeout: 5000 });
  await page.locator('[data-testid="payment-row"] [data-status="fulfilled"]').first().waitFor();
  await screenshot(page, 'wallet-deposit-fulfilled');
  await page.context().close();
});

test('a declined deposit is shown as declined in the history and leaves the balance alone', async () => {
  const page = await signedInPage();
  const before = await serverBalance();
  const popup = await startDeposit(page, '700');
  await Promise.all([popup.waitForEvent('close'), popup.getByTestId('provider-decline').click()]);
  const row = page.getByTestId('payment-row').first();
  await row.locator('[data-status="declined"]').waitFor({ timeout: 5000 });
  await expect(row.textContent()).resolves.toContain(rub('700.00'));
  expect(await serverBalance()).toBe(before);
  await screenshot(page, 'wallet-deposit-declined');
  await page.context().close();
});

test("a deposit over the player's limit is refused with the server's message", async () => {
  const page = await signedInPage('/responsible-gaming');
  const limits = page.getByTestId('rg-limits');
  await limits.getByTestId('rg-limit-amount').fill('100');
  await limits.getByRole('button', { name: 'Сохранить' }).click();
  await limits.getByTestId('rg-limit-row').first().waitFor();
  // Raising it waits for the cooling-off period: the panel shows the pending amount and its date.
  await limits.getByTestId('rg-limit-amount').fill('200');
  await limits.getByRole('button', { name: 'Сохранить' }).click();
  await limits
    .getByTestId('rg-limit-pending')
    .filter({ hasText: new RegExp(`^С \\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2}: ${rub('200.00')}$`) })
    .waitFor();
  await screenshot(page, 'wallet-rg-panel');
  const res = await stack.server.api('/payments', {
    method: 'POST',
    token: await playerToken(),
    json: { amount: '500', method: 'card' },
  });
  const serverMessage = ((await res.json()) as { message: string }).message;
  expect(res.status).toBe(422);
  await navigateInApp(page, '/deposit');
  const form = page.getByTestId('deposit-form');
  await form.getByTestId('deposit-amount').fill('500');
  await form.getByRole('button', { name: 'Пополнить' }).click();
  await form.getByText(serverMessage).waitFor();
  expect(page.context().pages()).toHaveLength(1);
  await screenshot(page, 'wallet-deposit-over-limit');
  await page.context().close();
});

test('withdrawals: the player cancels a pending one; an admin decision shows up live', async () => {
  const token = await playerToken();
  const request = (amount: string) =>
    stack.server.api('/withdrawals', {
      method: 'POST',
      token,
      json: { amount, method: 'card', details: '4111 1111 1111 1111' },
    });
  // Withdrawals start at the min_withdrawal setting (500.00 RUB): fund both requests first.
  const { id } = stack.server.db.prepare('SELECT id FROM users WHERE email = ?').get(DEMO.player.email) as {
    id: number;
  };
  await stack.server.domain.deposits.creditPayment(id, 110_000);
  const first = ((await (await request('500.00')).json()) as { withdrawal: { id: number } }).withdrawal.id;
  const second = ((await (await request('600.00')).json()) as { withdrawal: { id: number } }).withdrawal.id;
  const page = await signedInPage('/payout');
  await page.getByTestId('withdrawable').waitFor();
  const history = page.getByTestId('withdrawal-history');
  const row = (amount: string) => history.locator('tr', { hasText: rub(amount) });
  const balanceBefore = await serverBalance();
  await row('500.00').getByRole('button', { name: 'Отменить' }).click();
  await row('500.00').getByText('Отменено').waitFor();
  expect(await serverBalance()).not.toBe(balanceBefore);
  const admin = await stack.server.signInAs('admin');
  const approved = await stack.server.api(`/admin/withdrawals/${second}/approve`, { method: 'POST', token: admin });
  expect(approved.status).toBe(200);
  // No reload: the WithdrawalStatusChanged push refreshes the list and shows a toast.
  await row('600.00').getByText('Выплачено').waitFor({ timeout: 5000 });
  await page.getByText(`Вывод ${rub('600.00')} выплачен`).waitFor();
  expect(await row('600.00').getByRole('button', { name: 'Отменить' }).count()).toBe(0);
  expect(first).not.toBe(second);
  await screenshot(page, 'wallet-withdrawals');
  await page.context().close();
});

test('a real-money spin in the embedded slot changes the header balance live', async () => {
  const games = (await (await stack.server.api('/games?per_page=10')).json()) as { data: { slug: string }[] };
  // A game without the player's free spins: there, spins would be free and leave the balance alone.
  const freespins = await apiJson<{ game: { slug: string } }[]>(stack.apiUrl, '/freespins', await playerToken());
  const slug = games.data.find((g) => !freespins.some((f) => f.game.slug === g.slug))?.slug ?? '';
  // A guest may play the demo; real money asks for a sign-in.
  const guest = await (await newContext(browser)).newPage();
  await guest.goto(`${stack.spaUrl}/play/${slug}?mode=real`);
  await guest.getByTestId('real-needs-sign-in').waitFor();
  await guest.getByTestId('mode-demo').click();
  await guest.frameLocator('[data-testid="game-frame"]').getByTestId('slot-spin').waitFor();
  await guest.context().close();

  const page = await signedInPage(`/play/${slug}?mode=real`);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  const start = await page.getByTestId('header-balance').textContent();
  let changed = false;
  for (let spin = 0; spin < 5 && !changed; spin += 1) {
    await frame.getByTestId('slot-spin').click();
    await frame.locator('[data-testid="slot-spin"]:not([disabled])').waitFor();
    const server = await serverBalance();
    await page.locator('[data-testid="header-balance"]', { hasText: rub(server) }).waitFor({ timeout: 5000 });
    changed = (await page.getByTestId('header-balance').textContent()) !== start;
  }
  expect(changed).toBe(true);
  await screenshot(page, 'wallet-real-spin');
  await page.context().close();
});

test('a heart on a lobby card adds the game to the favourites shelf; played games fill the recent shelf', async () => {
  const page = await signedInPage('/games');
  // Played in the spin test above: the recent shelf lists it. Waiting for it first also lets the shelves (their own
  // chunk) settle above the grid, so the card below is the lobby's, not a shelf's.
  await page.getByTestId('recent-shelf').getByTestId('game-card').first().waitFor();
  const games = (await (await stack.server.api('/games?per_page=1')).json()) as { data: { title: string }[] };
  const title = games.data[0]?.title ?? '';
  // The lobby grid comes after the shelves: the last card with this title is the grid's.
  const card = page.getByTestId('game-card').filter({ hasText: title }).last();
  await card.getByTestId('favourite-button').click();
  const shelf = page.getByTestId('favourites-shelf');
  await shelf.getByText(title).first().waitFor(); // the title is on the picture and under it
  await screenshot(page, 'wallet-lobby-shelves');
  // Persisted on the server: a fresh load still shows the heart pressed.
  await page.reload();
  await page.getByTestId('favourites-shelf').getByText(title).first().waitFor();
  expect(
    await page.getByTestId('favourites-shelf').getByTestId('favourite-button').first().getAttribute('aria-pressed'),
  ).toBe('true');
  await page.context().close();
});

test('the compact layout shows the game as a full page with a responsible-gaming link', async () => {
  const games = (await (await stack.server.api('/games?per_page=1')).json()) as { data: { slug: string }[] };
  const page = await (await newContext(browser, { viewport: { width: 360, height: 740 } })).newPage();
  await page.goto(`${stack.spaUrl}/v1/play/${games.data[0]?.slug ?? ''}`);
  await page.frameLocator('[data-testid="game-frame"]').getByTestId('slot-spin').waitFor();
  await page.getByTestId('demo-balance').waitFor();
  await page.frameLocator('[data-testid="game-frame"]').getByTestId('slot-spin').click();
  await page.getByTestId('demo-balance').filter({ hasNotText: '1,000.00' }).waitFor();
  await screenshot(page, 'wallet-v1-play-demo', { fullPage: false });
  await page.getByRole('link', { name: /Ответственная игра/ }).click();
  await page.waitForURL(/\/v1\/responsible-gaming$/);
  await page.context().close();
});

test('the reality check opens after its interval with the session time and result', async () => {
  await stack.server.api('/responsible-gaming/reality-check', {
    method: 'PUT',
    token: await playerToken(),
    json: { minutes: 5 },
  });
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.clock.install();
  const settingsLoaded = page.waitForResponse((r) => r.url().endsWith('/responsible-gaming') && r.status() === 200);
  await signInByCookie(page, stack);
  await settingsLoaded;
  // No clock jump while a script is still downloading: webpack gives up on a chunk after 120 s of the page's clock,
  // and a jumped clock would fail the screen being loaded (the error page in place of the dialog, on a loaded machine).
  await networkSettled(page);
  expect(await page.getByTestId('reality-check').count()).toBe(0);
  const dialog = page.getByTestId('reality-check');
  // The timer is armed by an effect after the settings render, which may land well after the response on a
  // loaded machine: jump one interval at a time until the dialog shows (a jump before the timer is armed does nothing).
  for (let jump = 0; jump < 12 && !(await dialog.isVisible()); jump += 1) {
    await page.clock.fastForward('05:01');
    await dialog.waitFor({ timeout: 2_500 }).catch(() => undefined);
  }
  await dialog.waitFor({ timeout: 1_000 });
  await expect(dialog.textContent()).resolves.toMatch(/Вы играете уже \d+ мин/);
  await screenshot(page, 'wallet-reality-check');
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await dialog.waitFor({ state: 'detached' });
  await context.close();
});

test('the responsible-gaming tools fit a 360 px phone in the compact layout', async () => {
  const page = await (await newContext(browser, { viewport: { width: 360, height: 740 } })).newPage();
  await signInByCookie(page, stack, 'player', '/v1/responsible-gaming');
  await page.getByTestId('rg-self-exclusion').waitFor();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await screenshot(page, 'wallet-v1-responsible-gaming');
  await page.context().close();
});

// Last: the player stays timed out for the rest of this file (unverified players cannot reach the screen).
test("a time-out signs the player out and sign-in is then refused with the server's message", async () => {
  const page = await signedInPage('/responsible-gaming');
  const card = page.getByTestId('rg-time-out');
  await card.getByRole('button', { name: 'Взять перерыв' }).click();
  await page.getByTestId('rg-time-out-confirm').click();
  await page.locator('[data-auth-status="signedOut"]').waitFor();
  await screenshot(page, 'wallet-time-out-signed-out');
  await page.goto(`${stack.spaUrl}/sign-in`);
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel(/e-?mail/i).fill(DEMO.player.email);
  await form.getByLabel(/пароль|password/i).fill(DEMO.player.password);
  await form.getByRole('button', { name: /войти|sign in/i }).click();
  // Asked in the page's language (Russian), so the message is the one the page shows.
  const res = await stack.server.api('/auth/sign-in', {
    method: 'POST',
    headers: { 'accept-language': 'ru' },
    json: { email: DEMO.player.email, password: DEMO.player.password },
  });
  expect(res.status).toBe(403);
  const { message } = (await res.json()) as { message: string };
  await page.getByText(message).first().waitFor();
  await screenshot(page, 'wallet-time-out-sign-in-refused');
  await page.context().close();
});
