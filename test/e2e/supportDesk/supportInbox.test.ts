/**
 * The support desk in the browser: a player sends a report with a description from the report dialog; an admin finds
 * it in /support/reports by searching, opens it in /replay with one click (verified, no file handled), steps through
 * it, downloads it for Redux DevTools and resolves it; a player who opens /support/reports gets the 404 page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, screenshot } from '../support/browser';
import { sendReportFromMenu } from '../support/reportDialog';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { DEMO, signInThroughUi } from '../support/ui';

jest.setTimeout(180_000);

setUpBrowserSuite({ page: 'none' });

const DESCRIPTION = 'Колесо рулетки зависло после ставки — служба поддержки, посмотрите';
const contexts: BrowserContext[] = [];
const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'support-e2e-'));

async function openPage(options: { acceptDownloads?: boolean } = {}): Promise<Page> {
  const context = await newContext(browser, options);
  contexts.push(context);
  return context.newPage();
}

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  fs.rmSync(downloads, { recursive: true, force: true });
});

test('a player reports, an admin finds the report, opens it in the replay with one click, steps through it and resolves it', async () => {
  // The player browses, then sends a report from the user menu's dialog.
  const player = await openPage();
  await signInThroughUi(player, DEMO.player.email, DEMO.player.password, { baseUrl: stack.spaUrl });
  const nav = player.getByRole('navigation', { name: 'Основная навигация' });
  await nav.getByRole('link', { name: 'Игры' }).click();
  await player.waitForURL((url) => url.pathname === '/games');
  await nav.getByRole('link', { name: 'Акции' }).click();
  await player.waitForURL((url) => url.pathname === '/promotions');
  await sendReportFromMenu(player, DESCRIPTION);
  // The player has no support tools: no menu item, and the page is the 404 page.
  await player.getByTestId('user-menu-button').click();
  await player.getByRole('menuitem', { name: 'Сообщить о проблеме' }).waitFor();
  expect(await player.getByTestId('support-menu-item').count()).toBe(0);
  await player.keyboard.press('Escape');
  await player.goto(`${stack.spaUrl}/support/reports`);
  await player.getByTestId('not-found-page').waitFor();
  expect(await player.getByTestId('support-reports').count()).toBe(0);

  // Other reports, so the search has something to leave out.
  for (const other of ['Не приходит письмо', 'Баланс не обновился']) {
    const res = await stack.server.api('/bug-reports', {
      method: 'POST',
      json: { description: other, report: { payload: '[]', preloadedState: '{}' } },
    });
    expect(res.status).toBe(201);
  }

  // The admin signs in and goes to the support tools from the user menu.
  const admin = await openPage({ acceptDownloads: true });
  await signInThroughUi(admin, DEMO.admin.email, DEMO.admin.password, { baseUrl: stack.spaUrl });
  await admin.getByTestId('user-menu-button').click();
  await admin.getByTestId('support-menu-item').click();
  await admin.waitForURL((url) => url.pathname === '/support/reports');
  const rows = admin.getByTestId('support-report-row');
  await rows.nth(2).waitFor();
  expect(await rows.count()).toBe(3);

  // Finds the report by a word of its description (any case).
  await admin.getByTestId('support-search').fill('РУЛЕТКИ');
  await admin.waitForFunction(() => document.querySelectorAll('[data-testid="support-report-row"]').length === 1);
  const row = rows.first();
  await expect(row.textContent()).resolves.toContain(DESCRIPTION);
  // Time, the masked reporter, the page, the version and the error count are in the row.
  const rowText = (await row.textContent()) ?? '';
  expect(rowText).toContain('pl***@example.com');
  expect(rowText).not.toContain(DEMO.player.email);
  expect(rowText).toContain('/promotions');
  await screenshot(admin, 'support-reports-1440');

  // Downloads it for Redux DevTools: the app's own export format.
  const [download] = await Promise.all([admin.waitForEvent('download'), row.getByTestId('support-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^bug-report-.*\.json$/);
  const file = path.join(downloads, download.suggestedFilename());
  await download.saveAs(file);
  const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    payload: unknown;
    preloadedState: unknown;
    format: string;
    report: { description: string };
  };
  expect(saved).toMatchObject({
    payload: expect.any(String),
    preloadedState: expect.any(String),
    format: 'games-site/action-log',
  });
  expect(saved.report.description).toBe(DESCRIPTION);

  // Opens it with one click: verified in /replay, with the description beside the metadata.
  const reportId = await row.getAttribute('data-report-id');
  await row.getByTestId('support-open').click();
  await admin.waitForURL((url) => url.pathname === '/replay' && url.searchParams.get('report') === reportId);
  const verification = admin.getByTestId('replay-verification');
  await verification.waitFor();
  await expect(verification.getAttribute('data-verified')).resolves.toBe('true');
  await expect(verification.textContent()).resolves.toMatch(/^Проверено/);
  await expect(admin.getByTestId('replay-description').textContent()).resolves.toBe(DESCRIPTION);
  await expect(admin.getByTestId('replay-report').textContent()).resolves.toContain('pl***@example.com');

  // Steps through it: the keys move the way the hint says.
  const position = admin.getByTestId('replay-position');
  const at = async () => Number(await position.getAttribute('data-position'));
  const length = await at();
  expect(length).toBeGreaterThan(20);
  const expectAt = (n: number) => admin.locator(`[data-testid="replay-position"][data-position="${n}"]`).waitFor();
  await admin.keyboard.press('PageUp');
  await expectAt(length - 10);
  await admin.keyboard.press('ArrowLeft');
  await expectAt(length - 11);
  await admin.keyboard.press('PageDown');
  await expectAt(length - 1);
  await admin.keyboard.press('Home');
  await expectAt(0);
  await admin.getByTestId('replay-next').click();
  await expectAt(1);
  // On the focused slider too, PageDown goes forward and PageUp back.
  await admin.getByTestId('replay-slider').locator('input').focus();
  await admin.keyboard.press('PageDown');
  await expectAt(11);
  await admin.keyboard.press('PageUp');
  await expectAt(1);
  await admin.keyboard.press('End');
  await expectAt(length);
  await admin.getByTestId('replay-frame').waitFor();

  // Back in the inbox, resolves it: the row says who and when.
  await admin.goBack();
  await admin.waitForURL((url) => url.pathname === '/support/reports');
  const again = admin.locator(`[data-testid="support-report-row"][data-report-id="${reportId}"]`);
  await again.getByTestId('support-resolve').click();
  await again.getByTestId('support-resolved').waitFor();
  await expect(again.getByTestId('support-resolved').textContent()).resolves.toMatch(
    /^Решено: admin@example\.com, \d{2}\.\d{2}\.\d{4}/,
  );
  await expect(again.getAttribute('data-resolved')).resolves.toBe('true');
});

test('a bad file in the replay clears the verdict of the report shown before', async () => {
  const admin = await openPage();
  await signInThroughUi(admin, DEMO.admin.email, DEMO.admin.password, { baseUrl: stack.spaUrl });
  const token = await stack.server.signInAs('admin');
  const list = (await (
    await stack.server.api('/admin/bug-reports?q=%D0%A0%D1%83%D0%BB%D0%B5%D1%82%D0%BA%D0%B8', { token })
  ).json()) as { data: { id: number }[] };
  const id = list.data[0]?.id;
  expect(id).toBeDefined();
  await admin.goto(`${stack.spaUrl}/replay?report=${id}`);
  await admin.locator('[data-testid="replay-verification"][data-verified="true"]').waitFor();
  await admin
    .getByTestId('replay-file-input')
    .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"payload": 12}') });
  await admin.getByText(/Не удалось прочитать файл/).waitFor();
  expect(await admin.getByTestId('replay-verification').count()).toBe(0);
  await expect(admin.getByTestId('replay-source').textContent()).resolves.toBe('broken.json');
});
