/**
 * Numbers a player reads, and the administrator's header, in real Chromium against the production build and the
 * contract server: a guest sees no «0» players-online pill (guests are not counted), the leaderboard's prize column
 * shows each place's share of the pool as money, an administrator's header has no wallet and no bell, and an
 * unknown game's page asks the server for no game session.
 */
import type { Tournament, TournamentDetail } from '../../../src/api/types';
import { formatMoney } from '../../../src/ui/format';
import {
  apiJson,
  browser,
  networkSettled,
  scrollUntilShown,
  newContext,
  screenshot,
  setUpBrowserSuite,
  signInByCookie,
  stack,
  VIEWPORTS,
} from '../support';

jest.setTimeout(180_000);
setUpBrowserSuite();

// First in the file: nobody is signed in yet, so the presence count is 0.
it('a guest sees no players-online pill while nobody is counted, nor a «0» tile', async () => {
  for (const [size, viewport] of [
    ['1440', VIEWPORTS.desktop],
    ['360', VIEWPORTS.phone],
  ] as const) {
    const context = await newContext(browser, { viewport });
    try {
      const page = await context.newPage();
      await page.goto(`${stack.spaUrl}/`);
      await page.locator('[data-auth-status="signedOut"]').waitFor();
      // The counters sit below the fold and render when the reader comes near them.
      await scrollUntilShown(page, page.getByTestId('counter').first());
      await screenshot(page, `numbers-guest-home-ru-${size}`);
      expect(await page.getByTestId('online-count').count()).toBe(0);
      expect(
        await page
          .getByTestId('counter')
          .filter({ hasText: /онлайн/ })
          .count(),
      ).toBe(0);
    } finally {
      await context.close();
    }
  }
});

it('the leaderboard shows each place’s prize as money, not as a share of the pool', async () => {
  const list = await apiJson<Tournament[] | { data: Tournament[] }>(stack.apiUrl, '/tournaments');
  const tournaments = Array.isArray(list) ? list : list.data;
  let detail: TournamentDetail | null = null;
  for (const t of tournaments) {
    const d = await apiJson<TournamentDetail>(stack.apiUrl, `/tournaments/${t.id}`);
    if (d.leaderboard.some((row) => row.prize?.endsWith('%'))) {
      detail = d;
      break;
    }
  }
  if (!detail) throw new Error('no tournament with a share-of-pool prize in the seed');
  const { tournament } = detail;
  const first = detail.leaderboard.find((row) => row.rank === 1);
  const share = Number(first?.prize?.replace('%', '') ?? 'NaN');
  const expected = formatMoney(((Number(tournament.prize_pool) * share) / 100).toFixed(2), tournament.currency_code);
  for (const [lang, viewport, size] of [
    ['ru', VIEWPORTS.desktop, '1440'],
    ['en', VIEWPORTS.phone, '360'],
  ] as const) {
    const context = await newContext(browser, { viewport, locale: lang === 'ru' ? 'ru-RU' : 'en-US' });
    try {
      await context.addInitScript((chosen) => window.localStorage.setItem('locale', chosen), lang);
      const page = await context.newPage();
      await page.goto(`${stack.spaUrl}/tournaments/${tournament.id}`);
      const board = page.getByTestId('leaderboard');
      await board.waitFor();
      await screenshot(page, `numbers-leaderboard-${lang}-${size}`);
      const firstRow = board.locator('tbody tr').first();
      expect(await firstRow.locator('td').last().innerText()).toBe(expected);
      expect(await board.innerText()).not.toMatch(/\d\s*%/);
    } finally {
      await context.close();
    }
  }
});

it('an administrator’s header has no wallet and no bell, on both generations', async () => {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await signInByCookie(page, stack, 'admin', '/');
    await page
      .getByRole('button', { name: /Меню пользователя/ })
      .first()
      .waitFor();
    expect(await page.getByTestId('header-balance').count()).toBe(0);
    expect(await page.getByTestId('notifications-bell').count()).toBe(0);
    await screenshot(page, 'admin-header-ru-1440', { fullPage: false });
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${stack.spaUrl}/v1`);
    await page.locator('[data-layout="v1-default"][data-auth-status="signedIn"]').waitFor();
    await screenshot(page, 'admin-header-v1-ru-360', { fullPage: false });
    expect(await page.getByTestId('header-balance').count()).toBe(0);
    expect(await page.getByTestId('notifications-bell').count()).toBe(0);
  } finally {
    await context.close();
  }
});

it('/play/no-such-game shows the not-found page and starts no game session behind it', async () => {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const sessions: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/sessions$/.test(new URL(request.url()).pathname))
        sessions.push(request.url());
    });
    await page.goto(`${stack.spaUrl}/play/no-such-game`);
    await page.getByTestId('game-not-found').waitFor();
    await networkSettled(page);
    expect(sessions).toEqual([]);
  } finally {
    await context.close();
  }
});
