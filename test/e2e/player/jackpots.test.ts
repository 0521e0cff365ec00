/**
 * A jackpot win in real browsers against the real contract and realtime servers (docs/jackpots.md): the winner's open
 * page shows the cash prize's toast and the new balance; another visitor's home page shows the win in the live feed
 * and that jackpot's ticker restarting from its seed amount.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { newPlayer } from '../../support/walletFixtures';
import { formatMoney } from '../../../src/ui/format';
import {
  VIEWPORTS,
  browser,
  channelOccupied,
  networkSettled,
  newContext,
  screenshot,
  scrollUntilShown,
  setUpBrowserSuite,
  stack,
  userChannelSubscribed,
} from '../support';

jest.setTimeout(180_000);
setUpBrowserSuite({ page: 'none' });

let winner: BrowserContext;
let viewer: BrowserContext;
let winnerPage: Page;
let viewerPage: Page;

afterAll(async () => {
  await winner?.close();
  await viewer?.close();
});

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
});
