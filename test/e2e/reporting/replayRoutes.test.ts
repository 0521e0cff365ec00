/**
 * The replay shows the page the player saw: a session that visits the home page, the games, the bonuses and the
 * notifications is exported and opened in /replay; at the last step of each page the frame shows that page's
 * heading and the data the player had there, and stepping back across a navigation changes the screen.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { parseReportFile } from '@/diagnostics/logFormat';
import { routeAt } from '@/features/replay/replayLog';
import { apiJson } from '../support/api';
import { screenshot } from '../support/browser';
import { page, setUpBrowserSuite, stack } from '../support/suite';
import { DEMO, navigateInApp, signInThroughUi } from '../support/ui';
import { describeProblemFromMenu, downloadReport } from '../support/reportDialog';

jest.setTimeout(120_000);

const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-routes-'));

setUpBrowserSuite({ page: 'perFile', contextOptions: { acceptDownloads: true } });
afterAll(() => {
  fs.rmSync(downloads, { recursive: true, force: true });
});

/** Moves the replay to `target` with the keyboard, as support would (ten steps at a time, then one). */
async function stepTo(screen: Page, target: number): Promise<void> {
  const position = screen.getByTestId('replay-position');
  await screen.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await screen.keyboard.press('Home');
  for (let at = 0; at < target;) {
    const key = target - at >= 10 ? 'PageDown' : 'ArrowRight';
    await screen.keyboard.press(key);
    at += key === 'PageDown' ? 10 : 1;
  }
  await screen.locator(`[data-testid="replay-position"][data-position="${target}"]`).waitFor();
  expect(await position.getAttribute('data-position')).toBe(String(target));
}

test('each step shows the recorded page with the data the state held there', async () => {
  const token = await stack.server.signIn(DEMO.player.email, DEMO.player.password);
  const games = await apiJson<{ data: { title: string }[] }>(stack.apiUrl, '/games?per_page=4', token);
  const bonuses = await apiJson<{ title: string }[]>(stack.apiUrl, '/bonuses?status=active', token);
  const notifications = await apiJson<{ data: { title: string }[] }>(stack.apiUrl, '/notifications', token);
  const firstGame = games.data[0]?.title ?? '';
  const firstBonus = bonuses[0]?.title ?? '';
  const firstNotification = notifications.data[0]?.title ?? '';
  expect([firstGame, firstBonus, firstNotification]).not.toContain('');

  await signInThroughUi(page, DEMO.player.email, DEMO.player.password, { baseUrl: stack.spaUrl });
  const visits: { path: string; heading: RegExp; data: string }[] = [
    { path: '/', heading: /Добро пожаловать/, data: 'Популярные игры' },
    { path: '/games', heading: /^Игры$/, data: firstGame },
    { path: '/bonuses', heading: /^Бонусы$/, data: firstBonus },
    { path: '/notifications', heading: /^Уведомления$/, data: firstNotification },
  ];
  for (const visit of visits) {
    // Inside the running app, as a click on a link: the log covers the whole visit.
    await navigateInApp(page, visit.path);
    await page.locator(`main[data-path="${visit.path}"]`).getByText(visit.data).first().waitFor();
  }

  const download = await downloadReport(page, await describeProblemFromMenu(page, 'Четыре страницы'));
  const file = path.join(downloads, download.suggestedFilename());
  await download.saveAs(file);
  const log = parseReportFile(fs.readFileSync(file, 'utf8'));

  await page.goto(`${stack.spaUrl}/replay`);
  await page.getByTestId('replay-file-input').setInputFiles(file);
  await page.getByTestId('replay-verification').waitFor();
  const frame = page.getByTestId('replay-frame');
  const positions = Array.from({ length: log.actions.length + 1 }, (_, p) => p);
  let previousLast = -1;
  for (const visit of visits) {
    const last = positions.filter((p) => routeAt(log, p) === visit.path).pop();
    if (last === undefined) throw new Error(`no step on ${visit.path}`);
    // The pages follow one another in the log.
    expect(last).toBeGreaterThan(previousLast);
    previousLast = last;
    await stepTo(page, last);
    await expect(frame.getAttribute('data-route')).resolves.toBe(visit.path);
    await frame.locator('h1').filter({ hasText: visit.heading }).first().waitFor({ timeout: 10_000 });
    await frame.getByText(visit.data).first().waitFor({ timeout: 10_000 });
    await screenshot(page, `replay-route-${visit.path.slice(1) || 'home'}`);
  }
  // Stepping back across the last navigation changes the screen: the step before the first on the notifications
  // shows the bonuses again.
  const firstOnNotifications = positions.find((p) => routeAt(log, p) === '/notifications') ?? 0;
  expect(routeAt(log, firstOnNotifications - 1)).toBe('/bonuses');
  await stepTo(page, firstOnNotifications - 1);
  await frame
    .locator('h1')
    .filter({ hasText: /^Бонусы$/ })
    .waitFor({ timeout: 10_000 });
  await stepTo(page, firstOnNotifications);
  await frame
    .locator('h1')
    .filter({ hasText: /^Уведомления$/ })
    .waitFor({ timeout: 10_000 });
  // One main landmark on the page: the frame's layout is not a second one.
  await expect(page.locator('main').count()).resolves.toBe(1);
});
