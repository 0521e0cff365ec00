/**
 * The rewards claim centre in a real browser against the real contract and realtime servers (docs/rewards-claims.md):
 * losing real-money spins accrue cashback on the open page as they are pushed; once the week has ended (the domain
 * clock moved) it is claimed once with «Забрать», which the cash prize's toast and the header balance follow, and a
 * second claim is refused.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { domainClock } from '../../support/contractServerHelpers';
import { LOSING_DRAWS, forceSpins, newPlayer } from '../../support/walletFixtures';
import { formatMoney } from '../../../src/ui/format';
import { userChannelSubscribed } from '../support/api';
import { newContext, screenshot, VIEWPORTS } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';

jest.setTimeout(180_000);
setUpBrowserSuite({ page: 'none' });

let clock: ReturnType<typeof domainClock> | undefined;
let context: BrowserContext;
let page: Page;
let player: Awaited<ReturnType<typeof newPlayer>>;

/** One real-money roulette spin that loses its stake. */
async function losingSpin(stake: string): Promise<void> {
  const opened = await stack.server.api('/games/european-roulette/sessions', {
    method: 'POST',
    token: player.token,
    json: { mode: 'real' },
  });
  const { session } = (await opened.json()) as { session: { id: string } };
  forceSpins(stack.server, LOSING_DRAWS);
  const spun = await stack.server.api(`/play/${session.id}/spins`, {
    method: 'POST',
    token: player.token,
    json: { stake },
  });
  expect(spun.status).toBe(200);
}

const cashback = () => page.getByTestId('reward-cashback');

beforeAll(async () => {
  clock = domainClock(stack.server);
  player = await newPlayer(stack.server, '1000.00');
  // Bronze: 3 % cashback; the site in Russian.
  stack.server.domain.repos.users.update(player.id, { loyalty_points: 600, locale: 'ru' });
  context = await newContext(browser);
  await context.addCookies([{ name: 'auth_token', value: player.token, url: stack.spaUrl, sameSite: 'Lax' }]);
  page = await context.newPage();
});

afterAll(async () => {
  clock?.restore();
  await context?.close();
});

it('accrues cashback on the open page as losing spins are pushed; nothing to claim yet', async () => {
  await page.goto(`${stack.spaUrl}/rewards`);
  await cashback().getByText('3 % от чистого проигрыша, каждую неделю').waitFor();
  await cashback()
    .getByTestId('reward-accruing')
    .filter({ hasText: formatMoney('0.00', 'RUB') })
    .waitFor();
  await userChannelSubscribed(stack, player.token);

  await losingSpin('100.00');
  await losingSpin('200.00');
  await cashback()
    .getByTestId('reward-accruing')
    .filter({ hasText: formatMoney('9.00', 'RUB') })
    .waitFor();
  await cashback()
    .getByText(`Чистый проигрыш: ${formatMoney('300.00', 'RUB')}`)
    .waitFor();
  const claim = cashback().getByRole('button', { name: 'Забрать' });
  expect(await claim.isDisabled()).toBe(true);
  await expect(claim.getAttribute('aria-describedby')).resolves.toBe('reward-cashback-reason');
  await cashback().getByText('За прошлый период ничего не накоплено.').waitFor();
  await page.getByRole('heading', { name: 'Как это считается' }).waitFor();
});

it('claims the ended week once: the toast and the balance follow, a second claim is refused', async () => {
  // The week ends.
  const { programs } = (await (await stack.server.api('/rewards', { token: player.token })).json()) as {
    programs: { id: string; accruing: { claimable_at: string } }[];
  };
  const weekEnd = programs.find((p) => p.id === 'cashback')?.accruing.claimable_at ?? '';
  clock?.travel(Date.parse(weekEnd) - Date.now() + 60_000);
  await page.reload();
  await cashback()
    .getByTestId('reward-claimable')
    .filter({ hasText: formatMoney('9.00', 'RUB') })
    .waitFor();
  await cashback().getByText('Вы ещё ничего не забирали.').waitFor();
  await userChannelSubscribed(stack, player.token);

  await cashback().getByRole('button', { name: 'Забрать' }).click();
  await page.getByText(`Вы получили приз ${formatMoney('9.00', 'RUB')}: Кешбэк за неделю`).waitFor();
  await page
    .getByTestId('header-balance')
    .filter({ hasText: formatMoney('709.00', 'RUB') })
    .waitFor();
  await cashback().getByText('Награда за прошлый период уже получена.').waitFor();
  await cashback()
    .getByText(new RegExp(`Последнее получение: ${formatMoney('9.00', 'RUB')}`))
    .waitFor();
  expect(await cashback().getByRole('button', { name: 'Забрать' }).isDisabled()).toBe(true);

  const again = await stack.server.api('/rewards/cashback/claim', {
    method: 'POST',
    token: player.token,
    headers: { 'accept-language': 'ru' },
  });
  expect(again.status).toBe(422);
  const refused = (await again.json()) as { errors: { program: string[] } };
  expect(refused.errors.program).toEqual(['Эту награду за этот период уже забрали.']);
  const me = (await (await stack.server.api('/auth/user', { token: player.token })).json()) as {
    user: { balance: string };
  };
  expect(me.user.balance).toBe('709.00');
  await screenshot(page, 'rewards-1440');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`${stack.spaUrl}/v1/rewards`);
  await cashback().getByText('Награда за прошлый период уже получена.').waitFor();
  await screenshot(page, 'rewards-v1-360');
});

it('reads in English in both generations', async () => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`${stack.spaUrl}/rewards`);
  await page.getByRole('group', { name: 'Язык' }).first().getByRole('button', { name: 'EN' }).click();
  await page.getByRole('heading', { name: 'Rewards', level: 1 }).waitFor();
  await cashback().getByText('3% of your net loss, every week').waitFor();
  await page.getByRole('heading', { name: 'How is this calculated' }).waitFor();
  await cashback().getByText('The reward of the last period has been claimed.').waitFor();
  await screenshot(page, 'rewards-1440-en');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`${stack.spaUrl}/v1/rewards`);
  await cashback().getByText('The reward of the last period has been claimed.').waitFor();
  await screenshot(page, 'rewards-v1-360-en');
});
