/**
 * The browser reports in the support tools: what players' browsers sent to /client-errors (an uncaught error, a Web
 * Vital) is listed for an admin at /support/client-errors, reached from the inbox, filtered by kind, in Russian and
 * in English; a player who opens the page gets the 404 page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, screenshot } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { signInByCookie } from '../support/ui';

jest.setTimeout(180_000);

setUpBrowserSuite({ page: 'none' });

const contexts: BrowserContext[] = [];

async function openPage(): Promise<Page> {
  const context = await newContext(browser);
  contexts.push(context);
  return context.newPage();
}

afterAll(() => Promise.all(contexts.map((c) => c.close())));

test('an admin lists the errors and vitals players’ browsers sent, filters them by kind, in both languages', async () => {
  const reports = [
    {
      kind: 'error',
      message: 'TypeError: wheel is undefined',
      stack: 'TypeError: wheel is undefined\n    at spin (screen-play.js:1:200)',
      route: '/play/roulette',
      app_version: '1.4.2',
      actions: ['play/sessionStarted', 'play/spinRequested'],
    },
    { kind: 'vital', message: 'LCP', value: 2345.6, route: '/games', app_version: '1.4.2', actions: [] },
  ];
  for (const json of reports)
    expect((await stack.server.api('/client-errors', { method: 'POST', json })).status).toBe(204);

  // A player has no such page.
  const player = await openPage();
  await signInByCookie(player, stack, 'player', '/support/client-errors');
  await player.getByTestId('not-found-page').waitFor();
  expect(await player.getByTestId('client-errors').count()).toBe(0);

  // The admin goes there from the inbox.
  const admin = await openPage();
  await signInByCookie(admin, stack, 'admin', '/support/reports');
  await admin.getByRole('link', { name: 'Ошибки в браузерах' }).click();
  await admin.waitForURL((url) => url.pathname === '/support/client-errors');
  await admin.getByRole('heading', { name: 'Ошибки в браузерах', level: 1 }).waitFor();
  const rows = admin.getByTestId('client-error-row');
  const error = rows.filter({ hasText: 'TypeError: wheel is undefined' });
  await error.waitFor();
  for (const text of ['Ошибка', '/play/roulette', '1.4.2', 'play/sessionStarted → play/spinRequested'])
    await error.getByText(text, { exact: true }).waitFor();
  const vital = rows.filter({ hasText: 'LCP' });
  await vital.getByText('2346 ms', { exact: true }).waitFor();
  await screenshot(admin, 'support-client-errors');

  // Only the vitals.
  await admin.getByTestId('client-errors-kind').selectOption('vital');
  await admin.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-testid="client-error-row"]')].every(
        (row) => row.getAttribute('data-kind') === 'vital',
      ) && document.querySelectorAll('[data-testid="client-error-row"]').length > 0,
  );
  expect(await rows.filter({ hasText: 'TypeError' }).count()).toBe(0);

  // In English.
  await admin.getByRole('group', { name: 'Язык' }).first().getByRole('button', { name: 'EN' }).click();
  await admin.getByRole('heading', { name: 'Browser errors', level: 1 }).waitFor();
  await admin.getByRole('table', { name: 'Browser reports' }).getByText('Web Vital', { exact: true }).waitFor();
  await admin.getByRole('link', { name: 'Player reports' }).waitFor();
});
