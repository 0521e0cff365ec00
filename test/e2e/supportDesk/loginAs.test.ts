/**
 * Support starts «log in as» from the product: from a row of the inbox, from the replay of a report, and from the
 * player search (by a part of the e-mail or by uuid). Each lands on the home page as the player, under the
 * impersonation banner, with the requests recorded in the audit; stopping returns to the administrator.
 */
import type { Page } from 'playwright-core';
import {
  apiJson,
  DEMO,
  page,
  screenshot,
  sendReportFromMenu,
  setUpBrowserSuite,
  signInThroughUi,
  stack,
} from '../support';

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
