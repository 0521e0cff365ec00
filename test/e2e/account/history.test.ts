/**
 * The account history in a real browser against the real contract server: after a prize, a deposit, a spin, a bonus
 * and a withdrawal, the screen (reached from the user menu) lists every kind with a running balance; the kind chips
 * and the day range narrow it; «Download CSV» saves the server's CSV of the same rows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newPlayer, realMoneySpin, requestWithdrawal } from '../../support/walletFixtures';
import { zoneWhereTodayDiffers } from '../../support/timeZones';
import { newContext, screenshot, VIEWPORTS } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { seriousAxeViolations } from '../support/axe';

jest.setTimeout(150_000);
setUpBrowserSuite({ page: 'none' });

const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'account-history-'));
afterAll(() => fs.rmSync(downloads, { recursive: true, force: true }));

/** A player with a cash prize, a deposit, a winning spin, a bonus and a withdrawal that forfeits it. */
async function playerWithMovements(): Promise<{ token: string }> {
  const player = await newPlayer(stack.server, '100.00');
  const { token, id } = player;
  await stack.server.domain.deposits.creditPayment(id, 50_000);
  expect((await realMoneySpin(stack.server, token, '1.00')).status).toBe(200);
  await stack.server.domain.rewards.grantBonus(id, 'Welcome', 2_000, 30);
  const withdrawal = await requestWithdrawal(stack.server, token, '500.00', { forfeit_bonus: true });
  expect(withdrawal.status).toBe(201);
  return { token };
}

const kindsShown = async (page: Page): Promise<string[]> =>
  page.getByTestId('history-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind') ?? ''));

async function waitForKinds(page: Page, expected: string[]): Promise<void> {
  await page.waitForFunction(
    (kinds) =>
      JSON.stringify(
        [...document.querySelectorAll('[data-testid="history-row"]')].map((row) => row.getAttribute('data-kind')),
      ) === JSON.stringify(kinds),
    expected,
  );
}

test('the history lists every kind, filters by kind and day, and downloads its CSV', async () => {
  const { token } = await playerWithMovements();
  // The player lives where today is another day than in UTC: the days picked and the CSV's dates are theirs.
  const here = zoneWhereTodayDiffers();
  const context = await newContext(browser, { locale: 'en-US', acceptDownloads: true, timezoneId: here.zone });
  await context.addCookies([{ name: 'auth_token', value: token, url: stack.spaUrl }]);
  const page = await context.newPage();

  // Reached from the user menu.
  await page.goto(`${stack.spaUrl}/games`);
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Account history' }).click();
  await page.waitForURL(`${stack.spaUrl}/history`);
  const all = ['withdrawal', 'bonus_forfeit', 'bonus', 'spin_win', 'spin_stake', 'deposit', 'cash_reward'];
  await waitForKinds(page, all);
  const table = page.getByTestId('account-history');
  // The running balance: the newest row's is the wallet's (669.00 − 20.00 forfeited − 500.00 withdrawn).
  await expect(table.getByTestId('history-row').first().locator('td').last().textContent()).resolves.toBe(
    '149,00\u00a0₽',
  );
  await table.getByText('Bet in European Roulette').waitFor();
  await screenshot(page, 'account-history-desktop-en');
  await expect(seriousAxeViolations(page)).resolves.toEqual([]);

  await page.getByTestId('history-kind-groupBets').click();
  await page.getByTestId('history-kind-groupWins').click();
  await waitForKinds(page, ['spin_win', 'spin_stake']);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('history-download').click()]);
  expect(download.suggestedFilename()).toBe('history.csv');
  const file = path.join(downloads, download.suggestedFilename());
  await download.saveAs(file);
  const lines = fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('date,kind,description,amount,currency,balance');
  expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['spin_win', 'spin_stake']);
  expect(lines[2]).toContain(',Bet in European Roulette,-1.00,RUB,');
  expect(lines[2]?.split(',')[0]).toMatch(new RegExp(`^${here.today}T.+\\${here.offset}$`));

  // On the player's calendar, nothing happened before today, and today has every movement.
  await page.getByRole('button', { name: 'Reset' }).click();
  await waitForKinds(page, all);
  const dayBefore = new Date(Date.parse(`${here.today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await page.getByTestId('history-to').fill(dayBefore);
  await page.getByText('No movements in the chosen period.').waitFor();
  await expect(kindsShown(page)).resolves.toEqual([]);
  await page.getByTestId('history-to').fill(here.today);
  await Promise.all([
    page.waitForResponse((response) => response.url().includes(`from=${here.today}&to=${here.today}`)),
    page.getByTestId('history-from').fill(here.today),
  ]);
  await waitForKinds(page, all);

  // The compact generation, then Russian (the account's saved language).
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`${stack.spaUrl}/v1/history`);
  await waitForKinds(page, all);
  await screenshot(page, 'account-history-phone-en');
  expect((await stack.server.api('/profile', { method: 'PATCH', token, json: { locale: 'ru' } })).status).toBe(200);
  await page.reload();
  await page.getByRole('heading', { name: 'История счёта' }).waitFor();
  await page.getByText('Ставка в European Roulette').waitFor();
  await screenshot(page, 'account-history-phone-ru');
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`${stack.spaUrl}/history`);
  await page.getByText('Ставка в European Roulette').waitFor();
  await screenshot(page, 'account-history-desktop-ru');
  await context.close();
});
