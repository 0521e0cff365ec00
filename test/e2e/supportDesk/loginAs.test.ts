/**
 * Support starts «log in as» from the product: from a row of the inbox, from the replay of a report, and from the
 * player search (by a part of the e-mail or by uuid). Each lands on the home page as the player, under the
 * impersonation banner, with the requests recorded in the audit; stopping returns to the administrator.
 */
import type { Page } from 'playwright-core';
import { apiJson } from '../support/api';
import { newContext, screenshot, VIEWPORTS } from '../support/browser';
import { sendReportFromMenu } from '../support/reportDialog';
import { browser, page, setUpBrowserSuite, stack } from '../support/suite';
import { DEMO, navigateInApp, putAuthCookie, signInThroughUi } from '../support/ui';

jest.setTimeout(180_000);

setUpBrowserSuite({ page: 'perFile' });

const DESCRIPTION = 'Пропал бонус после входа — проверьте, пожалуйста';
let adminToken: string;
let playerUuid: string;

beforeAll(async () => {
  adminToken = await stack.server.signIn(DEMO.admin.email, DEMO.admin.password);
  const playerToken = await stack.server.signIn(DEMO.player.email, DEMO.player.password);
  playerUuid = (await apiJson<{ user: { uuid: string } }>(stack.apiUrl, '/auth/user', playerToken)).user.uuid;
});

/** Audit rows made as the player so far. */
async function auditedAsPlayer(): Promise<number> {
  const audit = await apiJson<{ data: { target: { uuid: string } }[]; meta: { total: number } }>(
    stack.apiUrl,
    '/admin/impersonations?per_page=100',
    adminToken,
  );
  return audit.data.filter((row) => row.target.uuid === playerUuid).length;
}

/** The admin is now the player: the home page under the banner; then stops and is the admin again. */
async function actingAsPlayerThenStop(screen: Page, shot: string): Promise<void> {
  const banner = screen.getByTestId('impersonation-banner');
  await banner.getByText(`Вы вошли как ${DEMO.player.email}`).waitFor();
  await screen.waitForURL((url) => url.pathname === '/');
  // From the replay, its frame (with its own header) leaves as the home page comes.
  await screen.getByTestId('replay-frame').waitFor({ state: 'detached' });
  await screen.getByTestId('header-balance').waitFor();
  await screenshot(screen, shot, { fullPage: false });
  await banner.getByRole('button', { name: 'Выйти из режима' }).click();
  await banner.waitFor({ state: 'detached' });
}

test('an admin logs in as the player from the inbox, from the replay and from the player search', async () => {
  // The player sends a report from the dialog.
  await signInThroughUi(page, DEMO.player.email, DEMO.player.password, { baseUrl: stack.spaUrl });
  await sendReportFromMenu(page, DESCRIPTION);
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await page.getByTestId('sign-in-button').waitFor();

  // From the inbox.
  await signInThroughUi(page, DEMO.admin.email, DEMO.admin.password, { baseUrl: stack.spaUrl });
  const auditBefore = await auditedAsPlayer();
  await page.goto(`${stack.spaUrl}/support/reports`);
  const row = page.getByTestId('support-report-row').filter({ hasText: DESCRIPTION });
  await row.getByRole('button', { name: 'Войти как игрок' }).click();
  await actingAsPlayerThenStop(page, 'login-as-from-inbox');
  expect(await auditedAsPlayer()).toBeGreaterThan(auditBefore);

  // From the replay of that report.
  await page.goto(`${stack.spaUrl}/support/reports`);
  await row.getByTestId('support-open').click();
  await page.getByTestId('replay-verification').waitFor();
  await page.getByTestId('replay-report').getByRole('button', { name: 'Войти как игрок' }).click();
  await actingAsPlayerThenStop(page, 'login-as-from-replay');

  // From the player search: by a part of the e-mail, then by uuid.
  await page.goto(`${stack.spaUrl}/support/reports`);
  await page.getByTestId('support-find-player').click();
  const search = page.getByTestId('player-search');
  await search.fill('player@exa');
  const found = page.getByTestId('player-row').filter({ hasText: DEMO.player.email });
  await found.waitFor();
  await screenshot(page, 'login-as-player-search');
  await search.fill(playerUuid);
  await page.getByTestId('player-row').filter({ hasText: playerUuid }).waitFor();
  // The administrator is never offered.
  await search.fill('admin@');
  await page.getByText('Никого не нашлось по «admin@».').waitFor();
  await search.fill(playerUuid);
  await found.getByRole('button', { name: 'Войти как игрок' }).click();
  await actingAsPlayerThenStop(page, 'login-as-from-search');
});

/** The impersonation banner's height in lines of its text (its own padding and the message's taken off). */
function bannerLines(screen: Page): Promise<number> {
  return screen.getByTestId('impersonation-banner').evaluate((banner) => {
    const message = banner.querySelector('.MuiAlert-message') ?? banner;
    const px = (element: Element, property: 'paddingTop' | 'paddingBottom' | 'lineHeight') =>
      parseFloat(getComputedStyle(element)[property]) || 0;
    const chrome =
      px(banner, 'paddingTop') + px(banner, 'paddingBottom') + px(message, 'paddingTop') + px(message, 'paddingBottom');
    return (banner.getBoundingClientRect().height - chrome) / px(message, 'lineHeight');
  });
}

/** A context signed in as the administrator acting as the demo player (the cookies «Войти как игрок» writes). */
async function actingAsPlayer(viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, viewport ? { viewport } : {});
  await putAuthCookie(context, stack, 'admin');
  await context.addCookies([{ name: 'login_as', value: playerUuid, url: stack.spaUrl, sameSite: 'Lax' }]);
  return context.newPage();
}

test('acting as the player, money and limits are disabled up front with the reason, and the banner says what is allowed', async () => {
  const games = (await (await stack.server.api('/games?per_page=1')).json()) as { data: { slug: string }[] };
  const slug = games.data[0]?.slug ?? '';
  const screen = await actingAsPlayer();
  const sessions: string[] = [];
  screen.on('request', (request) => {
    if (request.method() === 'POST' && /\/games\/[^/]+\/sessions$/.test(request.url()))
      sessions.push(request.postData() ?? '');
  });
  try {
    await screen.goto(`${stack.spaUrl}/play/${slug}?mode=real`);
    const banner = screen.getByTestId('impersonation-banner');
    await banner.getByText(`Вы вошли как ${DEMO.player.email}`).waitFor();
    expect(await banner.innerText()).toContain('играть в демо');
    expect(await banner.innerText()).toContain('Деньги, лимиты и вход в аккаунт недоступны');
    // Real money is refused for what it is, with the demo offered and no «Повторить» that cannot succeed.
    const notice = screen.getByTestId('acting-as-notice');
    await notice.getByText('В режиме администратора игра на деньги недоступна', { exact: false }).waitFor();
    expect(await screen.getByRole('button', { name: 'Повторить' }).count()).toBe(0);
    expect(sessions.filter((body) => body.includes('real'))).toEqual([]);
    await screenshot(screen, 'acting-as-play-ru-1440', { fullPage: false });
    await notice.getByRole('button', { name: 'Играть в демо' }).click();
    await screen.frameLocator('[data-testid="game-frame"]').getByTestId('slot-spin').waitFor();

    // The deposit form is disabled before anything is typed, the reason above it.
    await screen.goto(`${stack.spaUrl}/deposit`);
    const deposit = screen.getByTestId('deposit-form');
    await deposit.getByTestId('acting-as-notice').getByText('пополнение недоступно', { exact: false }).waitFor();
    expect(await deposit.getByTestId('deposit-amount').isDisabled()).toBe(true);
    expect(await deposit.getByRole('button', { name: 'Пополнить' }).isDisabled()).toBe(true);
    await screenshot(screen, 'acting-as-deposit-ru-1440');

    // Withdrawal and the responsible-gaming tools, in English after a language switch.
    await screen.getByRole('group', { name: 'Язык' }).first().getByRole('button', { name: 'EN' }).click();
    await banner.getByText(`You are signed in as ${DEMO.player.email}`).waitFor();
    expect(await banner.innerText()).toContain('Money, limits and sign-in settings are not available');
    // In the app: the choice of this visit holds until the page is loaded again.
    await navigateInApp(screen, '/payout');
    const withdrawal = screen.getByTestId('withdrawal-form');
    await withdrawal.getByText('Withdrawals are not available in administrator mode', { exact: false }).waitFor();
    expect(await withdrawal.getByRole('textbox', { name: 'Amount' }).isDisabled()).toBe(true);
    expect(await withdrawal.locator('button[type="submit"]').isDisabled()).toBe(true);
    await screenshot(screen, 'acting-as-payout-en-1440');
    await navigateInApp(screen, '/responsible-gaming');
    const panel = screen.getByTestId('rg-panel');
    await panel.getByText('cannot be changed in administrator mode', { exact: false }).waitFor();
    expect(await panel.getByTestId('rg-limit-amount').isDisabled()).toBe(true);
    expect(await panel.getByTestId('rg-time-out').getByRole('button').isDisabled()).toBe(true);
    expect(await panel.getByTestId('rg-self-exclusion').getByRole('button').isDisabled()).toBe(true);
    await screenshot(screen, 'acting-as-rg-en-1440');
    // The phone's one-line banner, in English.
    await screen.setViewportSize(VIEWPORTS.phone);
    await banner.getByText(`As ${DEMO.player.email}`, { exact: true }).waitFor();
    await screenshot(screen, 'acting-as-banner-en-360', { fullPage: false });
  } finally {
    await screen.context().close();
  }
  // The compact generation at 360 px says the same.
  const phone = await actingAsPlayer(VIEWPORTS.phone);
  try {
    // On a phone the banner is one line: who, an info button for what is allowed, and stop as an icon.
    for (const route of ['/', '/v1']) {
      await phone.goto(`${stack.spaUrl}${route}`);
      const banner = phone.getByRole('region', { name: `Вы вошли как ${DEMO.player.email}` });
      await banner.waitFor();
      expect(await bannerLines(phone)).toBeLessThanOrEqual(2);
      expect(await banner.getByText(`Вы — ${DEMO.player.email}`).isVisible()).toBe(true);
      await screenshot(phone, `acting-as-banner-${route === '/' ? 'main' : 'v1'}-360`, { fullPage: false });
    }
    const banner = phone.getByTestId('impersonation-banner');
    const info = banner.getByRole('button', { name: 'Что можно в этом режиме' });
    expect(await info.getAttribute('aria-expanded')).toBe('false');
    await info.click();
    await banner.getByText('Деньги, лимиты и вход в аккаунт недоступны', { exact: false }).waitFor();
    expect(await info.getAttribute('aria-expanded')).toBe('true');
    await screenshot(phone, 'acting-as-banner-hint-360', { fullPage: false });
    expect(await banner.getByRole('button', { name: 'Выйти из режима' }).isVisible()).toBe(true);
    await phone.goto(`${stack.spaUrl}/v1/responsible-gaming`);
    await phone.getByTestId('rg-panel').getByTestId('acting-as-notice').waitFor();
    await screenshot(phone, 'acting-as-rg-v1-360', { fullPage: false });
    await phone.goto(`${stack.spaUrl}/v1/deposit`);
    await phone.getByTestId('deposit-form').getByTestId('acting-as-notice').waitFor();
    await phone.getByTestId('deposit-form').scrollIntoViewIfNeeded();
    await screenshot(phone, 'acting-as-deposit-v1-360', { fullPage: false });
  } finally {
    await phone.context().close();
  }
});

test('on the profile, the banner names the player, and stopping shows the administrator again and drops the cookie', async () => {
  const screen = await actingAsPlayer();
  try {
    await screen.goto(`${stack.spaUrl}/profile`);
    const banner = screen.getByTestId('impersonation-banner');
    await banner.getByText(`Вы вошли как ${DEMO.player.email}`).waitFor();
    await expect(screen.getByTestId('profile-email').textContent()).resolves.toBe(DEMO.player.email);
    await screenshot(screen, 'account-impersonation-1440');

    await banner.getByRole('button', { name: 'Выйти из режима' }).click();
    await banner.waitFor({ state: 'detached' });
    await screen.waitForFunction(
      (email) => document.querySelector('[data-testid="profile-email"]')?.textContent === email,
      DEMO.admin.email,
    );
    expect((await screen.context().cookies()).some((cookie) => cookie.name === 'login_as')).toBe(false);
  } finally {
    await screen.context().close();
  }
});
