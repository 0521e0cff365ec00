/**
 * A jackpot win in real browsers against the real contract and realtime servers (docs/jackpots.md): the winner's open
 * page shows the cash prize's toast and the new balance; another visitor's home page shows the win in the live feed
 * and that jackpot's ticker restarting from its seed amount.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { newPlayer } from '../../support/walletFixtures';
import { formatMoney } from '../../../src/ui/format';
import { channelOccupied, userChannelSubscribed } from '../support/api';
import { newContext, screenshot, VIEWPORTS } from '../support/browser';
import { networkSettled } from '../support/networkSettled';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { scrollUntilShown } from '../support/ui';

jest.setTimeout(180_000);
setUpBrowserSuite({ page: 'none' });

let winner: BrowserContext;
let viewer: BrowserContext;
let winnerPage: Page;
let viewerPage: Page;

it('shows a jackpot win to the winner (toast, balance) and to another visitor (feed, ticker restarts)', async () => {
  const player = await newPlayer(stack.server, '0');
  stack.server.domain.repos.users.update(player.id, { locale: 'ru' });
  stack.server.domain.wins.setPrivacy(player.id, { public_name: 'Jackpot Jay', hide_name: false, hide_wins: false });
  const jackpots = (await (await stack.server.api('/jackpots')).json()) as { id: number; name: string }[];
  const mini = jackpots.find((j) => j.name === 'Mini');
  if (!mini) throw new Error('seeded jackpots missing');
  const games = (await (await stack.server.api(`/games?jackpot=${mini.id}&per_page=1`)).json()) as {
    data: { id: number }[];
  };
  const gameId = games.data[0]?.id ?? 0;
  // The jackpot has grown since it was seeded.
  await stack.server.domain.jackpots.tick(() => 0.5);

  winner = await newContext(browser);
  await winner.addCookies([{ name: 'auth_token', value: player.token, url: stack.spaUrl, sameSite: 'Lax' }]);
  viewer = await newContext(browser);
  [winnerPage, viewerPage] = await Promise.all([winner.newPage(), viewer.newPage()]);
  await winnerPage.goto(`${stack.spaUrl}/profile`);
  await winnerPage.getByTestId('header-balance').waitFor();
  await userChannelSubscribed(stack, player.token);
  await viewerPage.goto(`${stack.spaUrl}/`);
  const ticker = viewerPage.getByTestId('jackpot-ticker');
  await ticker.getByText('Mini').waitFor();
  const feed = viewerPage.getByTestId('wins-feed');
  await scrollUntilShown(viewerPage, feed);
  await networkSettled(viewerPage);
  await channelOccupied(stack, 'common');

  const win = await stack.server.domain.jackpots.award(mini.id, player.id, gameId);
  const amount = formatMoney(win.amount, 'RUB');
  await winnerPage.getByText(`Вы получили приз ${amount}: Джекпот Mini`).waitFor();
  await winnerPage.getByTestId('header-balance').filter({ hasText: amount }).waitFor();

  await feed.getByTestId('win-card').filter({ hasText: 'Jackpot Jay' }).filter({ hasText: amount }).waitFor();
  await ticker.getByText(formatMoney('350.00', 'USD')).waitFor();
  await screenshot(winnerPage, 'jackpot-win-winner-1440', { fullPage: false });
  await screenshot(viewerPage, 'jackpot-win-viewer-1440');
  await viewerPage.setViewportSize(VIEWPORTS.phone);
  await screenshot(viewerPage, 'jackpot-win-viewer-360');

  // The jackpot's own page, opened from its tile, lists the new winner beside the restarted amount.
  await viewerPage.setViewportSize(VIEWPORTS.desktop);
  await ticker.getByTestId('jackpot-tile').filter({ hasText: 'Mini' }).click();
  await viewerPage
    .getByTestId('jackpot-winner')
    .filter({ hasText: 'Jackpot Jay' })
    .filter({ hasText: amount })
    .waitFor();
  await viewerPage
    .getByTestId('jackpot-amount')
    .filter({ hasText: formatMoney('350.00', 'USD', { numbersIn: 'ru' }) })
    .waitFor();
  await networkSettled(viewerPage);
  await screenshot(viewerPage, 'jackpot-page-1440-ru');
  await viewerPage.setViewportSize(VIEWPORTS.phone);
  await screenshot(viewerPage, 'jackpot-page-360-ru');
});

interface GamesPage {
  data: { title: string }[];
  meta: { total: number };
}

it('opens a jackpot from the ticker, then the lobby filtered to its games; removing the chip shows all games', async () => {
  const english = { 'Accept-Language': 'en' };
  const json = async <T>(path: string) => (await (await stack.server.api(path, { headers: english })).json()) as T;
  const jackpots = await json<{ id: number; name: string }[]>('/jackpots');
  const mini = jackpots.find((j) => j.name === 'Mini');
  if (!mini) throw new Error('seeded jackpots missing');
  const detail = await json<{ games_count: number; winners: unknown[] }>(`/jackpots/${mini.id}`);
  const [eligible, all] = await Promise.all([
    json<GamesPage>(`/games?jackpot=${mini.id}&per_page=24`),
    json<GamesPage>('/games?per_page=1'),
  ]);
  expect(eligible.meta.total).toBe(detail.games_count);
  expect(eligible.meta.total).toBeLessThan(all.meta.total);

  const context = await newContext(browser);
  await context.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  const page = await context.newPage();
  try {
    await page.goto(`${stack.spaUrl}/`);
    await page.getByTestId('jackpot-tile').filter({ hasText: 'Mini' }).click();
    await page.waitForURL((url) => url.pathname === `/jackpots/${mini.id}`);
    await page.getByRole('heading', { name: 'Mini', level: 1 }).waitFor();
    await page
      .getByTestId('jackpot-games-count')
      .filter({ hasText: `${detail.games_count} games` })
      .waitFor();
    expect(await page.getByTestId('jackpot-winner').count()).toBe(detail.winners.length);

    // The amount moves live with the ticker's pushes.
    await networkSettled(page);
    await channelOccupied(stack, 'common');
    const [ticked] = (await stack.server.domain.jackpots.tick(() => 0.9)).filter(
      (j: { id: number }) => j.id === mini.id,
    );
    if (!ticked) throw new Error('the tick left Mini out');
    await page
      .getByTestId('jackpot-amount')
      .filter({ hasText: formatMoney(ticked.amount, ticked.currency_code, { numbersIn: 'en' }) })
      .waitFor();
    await screenshot(page, 'jackpot-page-1440-en');

    await page.getByTestId('jackpot-games-link').click();
    await page.waitForURL((url) => url.pathname === '/games' && url.searchParams.get('jackpot') === String(mini.id));
    const chip = page.getByTestId('jackpot-filter-chip');
    await chip.filter({ hasText: 'Games with the Mini jackpot' }).waitFor();
    await page
      .getByTestId('games-total')
      .filter({ hasText: String(eligible.meta.total) })
      .waitFor();
    // The first page, in the server's order (the next one may already be coming in below it).
    const cards = page.getByTestId('game-card');
    await cards.nth(eligible.data.length - 1).waitFor();
    const titles = await cards.locator('h3').allTextContents();
    expect(titles.slice(0, eligible.data.length)).toEqual(eligible.data.map((game) => game.title));
    await screenshot(page, 'jackpot-lobby-1440-en', { fullPage: false });

    await chip.click();
    await page
      .getByTestId('games-total')
      .filter({ hasText: String(all.meta.total) })
      .waitFor();
    expect(new URL(page.url()).searchParams.has('jackpot')).toBe(false);
    await chip.waitFor({ state: 'detached' });

    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${stack.spaUrl}/v1/jackpots/${mini.id}`);
    await page.getByTestId('jackpot-amount').waitFor();
    await networkSettled(page);
    await screenshot(page, 'jackpot-page-v1-360-en');
    // The same page in Russian: the labels, the games count and the amount's marks follow the language.
    await page.getByRole('button', { name: 'RU' }).click();
    await page
      .getByTestId('jackpot-games-count')
      .filter({ hasText: `${detail.games_count} игр` })
      .waitFor();
    await page.getByText('Сейчас в джекпоте').waitFor();
    await page
      .getByTestId('jackpot-amount')
      .filter({ hasText: formatMoney(ticked.amount, ticked.currency_code, { numbersIn: 'ru' }) })
      .waitFor();
    await networkSettled(page);
    await screenshot(page, 'jackpot-page-v1-360-ru');
    // The first generation's narrow layout keeps one column on a wide screen.
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'jackpot-page-v1-1440-ru');
    await page.goto(`${stack.spaUrl}/v1/games?jackpot=${mini.id}`);
    await chip.waitFor();
    await networkSettled(page);
    await screenshot(page, 'jackpot-lobby-v1-360-en', { fullPage: false });
  } finally {
    await context.close();
  }
});
