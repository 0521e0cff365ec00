/**
 * Numbers a player reads, and the administrator's header, in real Chromium against the production build and the
 * contract server: a guest sees no «0» players-online pill (guests are not counted), the leaderboard's prize column
 * shows each place's share of the pool as money, an administrator's header has no wallet and no bell, and an
 * unknown game’s page asks the server for no game session; game cards keep the artwork’s provider line clear and a
 * game under «Новинки» has its «Новинка» badge; at 360 px text wraps only where a reader expects it.
 */
import type { Locator } from 'playwright-core';
import type { Tournament, TournamentDetail } from '../../../src/api/types';
import { formatMoney } from '../../../src/ui/format';
import { apiJson } from '../support/api';
import { contextIn, screenshot, VIEWPORTS, withNewPage } from '../support/browser';
import { networkSettled } from '../support/networkSettled';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { scrollUntilShown, signInByCookie } from '../support/ui';

jest.setTimeout(180_000);
setUpBrowserSuite();

// First in the file: nobody is signed in yet, so the presence count is 0.
it('a guest sees no players-online pill while nobody is counted, nor a «0» tile', async () => {
  for (const [size, viewport] of [
    ['1440', VIEWPORTS.desktop],
    ['360', VIEWPORTS.phone],
  ] as const) {
    await withNewPage(browser, { viewport }, async (page) => {
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
    });
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
    const context = await contextIn(browser, lang, { viewport });
    try {
      const page = await context.newPage();
      await page.goto(`${stack.spaUrl}/tournaments/${tournament.id}`);
      const board = page.getByTestId('leaderboard');
      await board.waitFor();
      await screenshot(page, `numbers-leaderboard-${lang}-${size}`);
      const firstRow = board.locator('tbody tr').first();
      // On a phone a currency code goes under the amount: the same words, on two lines.
      const words = (text: string) => text.replace(/\s+/g, ' ').trim();
      expect(words(await firstRow.locator('td').last().innerText())).toBe(words(expected));
      expect(await board.innerText()).not.toMatch(/\d\s*%/);
    } finally {
      await context.close();
    }
  }
});

it('an administrator’s header has no wallet and no bell, on both generations', async () => {
  await withNewPage(browser, {}, async (page) => {
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
  });
});

it('/play/no-such-game shows the not-found page and starts no game session behind it', async () => {
  await withNewPage(browser, {}, async (page) => {
    const sessions: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/sessions$/.test(new URL(request.url()).pathname))
        sessions.push(request.url());
    });
    await page.goto(`${stack.spaUrl}/play/no-such-game`);
    await page.getByTestId('game-not-found').waitFor();
    await networkSettled(page);
    expect(sessions).toEqual([]);
  });
});

it('game cards: «Популярное» leaves the artwork’s provider line clear, and every game under «Новинки» says «Новинка»', async () => {
  for (const [lang, size, viewport] of [
    ['ru', '1440', VIEWPORTS.desktop],
    ['en', '360', VIEWPORTS.phone],
  ] as const) {
    const context = await contextIn(browser, lang, { viewport });
    try {
      const page = await context.newPage();
      await page.goto(`${stack.spaUrl}/`);
      const shelf = page.getByRole('region', { name: lang === 'ru' ? 'Новинки' : 'New games' });
      await scrollUntilShown(page, shelf.getByTestId('game-card').first());
      const cards = shelf.getByTestId('game-card');
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) expect(await card.getByTestId('badge-new').count()).toBe(1);
      await shelf.scrollIntoViewIfNeeded();
      await screenshot(page, `cards-new-shelf-${lang}-${size}`, { fullPage: false });

      await page.goto(`${stack.spaUrl}/games`);
      const popular = page.getByTestId('game-card').filter({ has: page.getByTestId('badge-popular') });
      await popular.first().waitFor();
      // The artwork names the provider along its bottom edge (the last sixth): no badge reaches down there.
      for (const card of (await popular.all()).slice(0, 6)) {
        const art = (await card.locator('img').boundingBox())!;
        const badge = (await card.getByTestId('badge-popular').boundingBox())!;
        expect(badge.y + badge.height).toBeLessThanOrEqual(art.y + art.height * (5 / 6));
      }
      await popular.first().scrollIntoViewIfNeeded();
      await screenshot(page, `cards-popular-${lang}-${size}`, { fullPage: false });
    } finally {
      await context.close();
    }
  }
});

it('at 360 px «Популярное» is whole on its badge, for a guest and beside a player’s heart', async () => {
  for (const user of [null, 'player'] as const) {
    await withNewPage(browser, { viewport: VIEWPORTS.phone }, async (page) => {
      if (user) await signInByCookie(page, stack, user, '/games');
      else await page.goto(`${stack.spaUrl}/games`);
      const badges = page.getByTestId('badge-popular');
      await badges.first().waitFor();
      // Cut text (an ellipsis) runs past the badge's own box.
      for (const badge of (await badges.all()).slice(0, 4))
        expect(await badge.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `cards-popular-ru-360-${user ?? 'guest'}`, { fullPage: false });
    });
  }
});

/** The offsets in an element's text at which the browser starts a new line (0 for the first line). */
function lineStarts(element: Locator): Promise<number[]> {
  return element.evaluate((root) => {
    const starts: number[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let offset = 0;
    let lastTop = Number.NEGATIVE_INFINITY;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect && text[i]?.trim()) {
          if (rect.top > lastTop + rect.height / 2) starts.push(offset + i);
          lastTop = rect.top;
        }
      }
      offset += text.length;
    }
    return starts;
  });
}

it('at 360 px text wraps only where a reader expects it: a name at its mask, a link after a slash, a button never', async () => {
  const tournaments = await apiJson<Tournament[] | { data: Tournament[] }>(stack.apiUrl, '/tournaments');
  const running = (Array.isArray(tournaments) ? tournaments : tournaments.data).find((t) => t.status === 'running');
  await withNewPage(browser, { viewport: VIEWPORTS.phone }, async (page) => {
    await signInByCookie(page, stack, 'player', `/tournaments/${running?.id ?? ''}`);
    const names = page.getByTestId('leaderboard').locator('tbody tr:not([data-testid]) td:nth-child(2)');
    await names.first().waitFor();
    await screenshot(page, 'wrapping-leaderboard-ru-360');
    let wrapped = 0;
    for (const cell of await names.all()) {
      const name = (await cell.textContent()) ?? '';
      const starts = await lineStarts(cell);
      // «Anna***36» may go on two lines as «Anna» and «***36», never as «Anna***3» and «6».
      expect({ name, starts }).toEqual({ name, starts: starts.length > 1 ? [0, name.indexOf('*')] : [0] });
      if (starts.length > 1) wrapped += 1;
    }
    expect(wrapped).toBeGreaterThan(0);

    await page.goto(`${stack.spaUrl}/profile`);
    const link = page.getByTestId('profile-referral-link');
    const url = (await link.textContent()) ?? '';
    expect(url).toMatch(/\/r\/\w+$/);
    await screenshot(page, 'wrapping-profile-ru-360');
    // Every line of the link begins after a slash: the referral code is whole.
    for (const start of await lineStarts(link)) expect(start === 0 || url[start - 1] === '/').toBe(true);

    await page.goto(`${stack.spaUrl}/replay`);
    const open = page.getByText('Открыть файл');
    await open.waitFor();
    await screenshot(page, 'wrapping-replay-ru-360');
    expect(await lineStarts(open)).toEqual([0]);
  });
});

it('the demo player’s history is not older than the account: «С нами с …» comes no later than the first notification', async () => {
  await withNewPage(browser, {}, async (page) => {
    /** A date the page shows as DD.MM.YYYY, as a comparable number (YYYYMMDD). */
    const day = (text: string): number => {
      const [, d, m, y] = /(\d{2})\.(\d{2})\.(\d{4})/.exec(text) ?? [];
      if (!d || !m || !y) throw new Error(`no date in ${JSON.stringify(text)}`);
      return Number(`${y}${m}${d}`);
    };
    await signInByCookie(page, stack, 'player', '/profile');
    const since = page.locator('dt', { hasText: 'С нами с' }).locator('xpath=following-sibling::dd[1]');
    await since.waitFor();
    const joined = day(await since.innerText());
    await page.goto(`${stack.spaUrl}/notifications`);
    const welcome = page.getByText('Добро пожаловать!');
    await welcome.waitFor();
    const shown = await page.locator('main time').allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(day(text)).toBeGreaterThanOrEqual(joined);
    await screenshot(page, 'demo-dates-notifications-ru-1440', { fullPage: false });
  });
});
