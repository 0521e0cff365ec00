/**
 * QA loop in the browser: a player uses the site (payments arrive as realtime pushes), reports a problem,
 * downloads the action log, opens it in /replay, steps to the middle and sees the header balance of that
 * moment rendered by the real header inside the read-only replay frame.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import '@/app/allEndpoints';
import type { RootState } from '@/app/rootReducer';
import { foldingReducer } from '@/app/lazySlices';
import { parseReportFile } from '@/diagnostics/logFormat';
import { foldLog } from '@/features/replay/replayLog';
import { formatMoney } from '@/ui/format';
import { userChannelSubscribed } from '../support/api';
import { newContext, screenshot, VIEWPORTS } from '../support/browser';
import { browser, page, setUpBrowserSuite, stack } from '../support/suite';
import { DEMO, signInThroughUi } from '../support/ui';
import { describeProblemFromMenu, downloadReport } from '../support/reportDialog';

jest.setTimeout(120_000);

const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'report-e2e-'));

setUpBrowserSuite({ page: 'perFile', contextOptions: { acceptDownloads: true } });
afterAll(() => {
  fs.rmSync(downloads, { recursive: true, force: true });
});

/** A payment through the contract server's domain (it pushes BalanceChanged/PaymentFulfilled for real). */
async function pay(amount: string): Promise<string> {
  const response = await fetch(`${stack.apiUrl}/dev/simulate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: DEMO.player.email, event: 'payment', amount }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { result: { balance: string } };
  return body.result.balance;
}

const headerBalance = (scope: Page | ReturnType<Page['locator']>) => scope.getByTestId('header-balance');

/** The balance of the state the replay shows at a position, folded here from the same file. */
function balanceAt(file: string, position: number): string | null {
  const replay = foldLog(parseReportFile(fs.readFileSync(file, 'utf8')), foldingReducer());
  if (replay.foldError) throw new Error(replay.foldError);
  const state = replay.states[position] as RootState;
  return state.auth.user ? formatMoney(state.auth.user.balance, state.auth.user.currency.code) : null;
}

test("report a problem, download the log, replay it to the middle and see that moment's balance", async () => {
  // A guest opens the dialog with the shortcut too.
  await page.goto(`${stack.spaUrl}/`);
  await page.getByTestId('sign-in-button').waitFor();
  await page.keyboard.press('Control+Alt+KeyR');
  await page.getByTestId('report-problem-dialog').waitFor();
  await page.getByRole('button', { name: 'Закрыть' }).click();
  await page.getByTestId('report-problem-dialog').waitFor({ state: 'detached' });
  // …and from the footer link.
  await page.getByRole('button', { name: 'Сообщить о проблеме' }).click();
  await page.getByTestId('report-problem-dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('report-problem-dialog').waitFor({ state: 'detached' });

  // The player signs in, browses, and three payments arrive while on the site.
  await signInThroughUi(page, DEMO.player.email, DEMO.player.password, { baseUrl: stack.spaUrl });
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });
  await nav.getByRole('link', { name: 'Игры' }).click();
  await page.waitForURL((url) => url.pathname === '/games');
  // The payments are pushed: the page must listen first (a loaded machine subscribes seconds after the sign-in).
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth_token')?.value ?? '';
  await userChannelSubscribed(stack, token);
  const balances: string[] = [];
  for (const amount of ['100.00', '250.00', '50.00']) {
    const balance = await pay(amount);
    balances.push(balance);
    await page
      .getByTestId('header-balance')
      .filter({ hasText: formatMoney(balance, 'RUB') })
      .waitFor();
  }
  await nav.getByRole('link', { name: 'Акции' }).click();
  await page.waitForURL((url) => url.pathname === '/promotions');

  // Reports the problem from the user menu and downloads the file.
  const dialog = await describeProblemFromMenu(page, 'Баланс в шапке мигнул после пополнения');
  await screenshot(page, 'reporting-dialog');
  const download = await downloadReport(page, dialog);
  expect(download.suggestedFilename()).toMatch(/^bug-report-.*\.json$/);
  const file = path.join(downloads, download.suggestedFilename());
  await download.saveAs(file);
  if (process.env.KEEP_REPORT) fs.copyFileSync(file, process.env.KEEP_REPORT);
  // …and sends the same report to support: stored by the server, listed for admins.
  await dialog.getByRole('button', { name: 'Отправить в поддержку' }).click();
  await page.getByText(/Отчёт №\d+ отправлен в поддержку/).waitFor();
  await dialog.waitFor({ state: 'detached' });
  const adminToken = await stack.server.signInAs('admin');
  const listed = (await (await stack.server.api('/bug-reports', { token: adminToken })).json()) as {
    description: string;
    report: { payload?: unknown; format?: string };
  }[];
  const stored = listed.find((r) => r.description === 'Баланс в шапке мигнул после пополнения');
  expect(stored?.report).toMatchObject({ format: 'games-site/action-log', payload: expect.any(String) });
  expect(JSON.stringify(stored)).not.toContain(DEMO.player.password);

  const text = fs.readFileSync(file, 'utf8');
  expect(text).not.toContain(DEMO.player.password);
  expect(text).not.toContain(DEMO.player.email);
  const report = JSON.parse(text) as {
    payload: string;
    preloadedState: string;
    report: { description: string; route: string; appVersion: string };
  };
  expect(typeof report.payload).toBe('string');
  expect(report.report).toMatchObject({ description: 'Баланс в шапке мигнул после пополнения', route: '/promotions' });

  // Opens it in /replay (a test build: support tools are on).
  await page.goto(`${stack.spaUrl}/replay`);
  await page.getByTestId('replay-file-input').setInputFiles(file);
  const verification = page.getByTestId('replay-verification');
  await verification.waitFor();
  await expect(verification.textContent()).resolves.toMatch(/^Проверено/);
  await expect(verification.getAttribute('data-verified')).resolves.toBe('true');
  const frame = page.getByTestId('replay-frame');
  const position = page.getByTestId('replay-position');
  const length = parseReportFile(text).actions.length;
  await expect(position.getAttribute('data-position')).resolves.toBe(String(length));
  // The end of the log: the final balance.
  await headerBalance(frame)
    .filter({ hasText: formatMoney(balances[2] ?? '', 'RUB') })
    .waitFor();

  // Steps to the middle with the slider: click the middle of its track.
  const slider = page.getByTestId('replay-slider');
  const box = await slider.boundingBox();
  if (!box) throw new Error('slider not laid out');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  let middle = Number(await position.getAttribute('data-position'));
  expect(Math.abs(middle - length / 2)).toBeLessThanOrEqual(Math.max(2, length * 0.05));

  // Then steps with the keyboard until the balance of that moment differs from the final one.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const finalText = formatMoney(balances[2] ?? '', 'RUB');
  while (balanceAt(file, middle) === finalText && middle > 0) {
    await page.keyboard.press('ArrowLeft');
    middle -= 1;
  }
  await expect(position.getAttribute('data-position')).resolves.toBe(String(middle));
  const expected = balanceAt(file, middle);
  expect(expected).not.toBeNull();
  expect(expected).not.toBe(finalText);
  await headerBalance(frame)
    .filter({ hasText: expected ?? '' })
    .waitFor();
  // The live header (outside the frame) still shows the live balance.
  await expect(page.locator('header').first().getByTestId('header-balance').textContent()).resolves.toContain(
    finalText,
  );
  await screenshot(page, 'replay-middle');

  // The action and its diff are shown for the step.
  await expect(page.getByTestId('replay-action').isVisible()).resolves.toBe(true);
});

/** The background colour of a button of the dialog: a filled button's is the theme's, an outlined one's none. */
const background = (dialog: ReturnType<Page['getByTestId']>, name: string) =>
  dialog.getByRole('button', { name }).evaluate((element) => getComputedStyle(element).backgroundColor);

test("sending to support is the dialog's primary action, and a phone shows no keyboard shortcut", async () => {
  const transparent = 'rgba(0, 0, 0, 0)';
  const desktop = await newContext(browser);
  const phone = await newContext(browser, { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
  try {
    for (const [context, shortcut] of [
      [desktop, true],
      [phone, false],
    ] as const) {
      const screen = await context.newPage();
      await screen.goto(`${stack.spaUrl}/`);
      await screen.getByRole('button', { name: 'Сообщить о проблеме' }).click();
      const dialog = screen.getByTestId('report-problem-dialog');
      await dialog.waitFor();
      // Filled: «Отправить в поддержку»; outlined: «Скачать».
      expect(await background(dialog, 'Отправить в поддержку')).not.toBe(transparent);
      expect(await background(dialog, 'Скачать')).toBe(transparent);
      await expect(dialog.getByTestId('report-problem-shortcut').count()).resolves.toBe(shortcut ? 1 : 0);
      await screenshot(dialog.getByRole('dialog'), `reporting-dialog-${shortcut ? 'desktop' : 'phone'}`);
    }
  } finally {
    await desktop.close();
    await phone.close();
  }
});
