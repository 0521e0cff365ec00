/**
 * What a demanding player notices, in a real browser against the real contract server: the tournament page's prizes
 * and pinned own rank, game-card badges, the unknown game and tournament pages, promotion details, infinite scroll
 * to the end and a lobby that is still at rest, the user menu's alignment and the responsible-gaming periods.
 */
import type { Page, Request } from 'playwright-core';
import type { TournamentDetail } from '@/api/types';
import { currencyDecimals, formatMoney, scaleDecimal } from '@/ui/format';
import { animationsSettled } from '../support/axe';
import { newContext, screenshot, VIEWPORTS } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { signInByCookie } from '../support/ui';
import { fillSignUpForm } from '../support/signUpForm';

jest.setTimeout(180_000);

setUpBrowserSuite({ page: 'none' });

const pages: Page[] = [];
/** A page of a fresh context; signed in, it is already on `path` (home unless told), loaded once. */
async function open(options: { phone?: boolean; signedIn?: boolean; path?: string } = {}): Promise<Page> {
  const context = await newContext(browser, options.phone ? { viewport: VIEWPORTS.phone } : {});
  const page = await context.newPage();
  pages.push(page);
  if (options.signedIn) await signInByCookie(page, stack, 'player', options.path);
  return page;
}
afterEach(async () => {
  for (const page of pages.splice(0)) await page.context().close();
});

/** A viewport-only screenshot (the header and the first screen). */
async function viewShot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
}

it("shows the prizes on places 1–3 and pins the signed-in player's own rank below the top rows", async () => {
  const list = (await (await stack.server.api('/tournaments')).json()) as { id: number; status: string }[];
  const running = list.filter((t) => t.status === 'running').map((t) => t.id);
  const page = await open({ signedIn: true, path: `/tournaments/${running[0]}` });
  let found = false;
  for (const id of running) {
    if (id !== running[0]) await page.goto(`${stack.spaUrl}/tournaments/${id}`);
    const board = page.getByTestId('leaderboard');
    await board.waitFor();
    const rows = board.locator('tbody tr');
    // Places 1–3 win 50, 30 and 20 % of the pool, shown as the money they are.
    const { tournament } = (await (await stack.server.api(`/tournaments/${id}`)).json()) as TournamentDetail;
    const share = (percent: string) =>
      formatMoney(
        scaleDecimal(tournament.prize_pool, percent, '100', currencyDecimals(tournament.currency_code)),
        tournament.currency_code,
      );
    await expect(rows.nth(0).locator('td').nth(3).textContent()).resolves.toBe(share('50'));
    await expect(rows.nth(1).locator('td').nth(3).textContent()).resolves.toBe(share('30'));
    await expect(rows.nth(2).locator('td').nth(3).textContent()).resolves.toBe(share('20'));
    await expect(rows.nth(3).locator('td').nth(3).textContent()).resolves.toBe('—');
    if ((await page.getByTestId('leaderboard-me').count()) > 0) {
      found = true;
      const me = page.getByTestId('leaderboard-me');
      expect(Number(await me.locator('td').first().textContent())).toBeGreaterThan(10);
      await me.getByText('Вы').waitFor();
      await screenshot(page, 'polish-tournament-1440');
      const phone = await open({ phone: true, signedIn: true, path: `/tournaments/${id}` });
      await phone.getByTestId('leaderboard-me').waitFor();
      await screenshot(phone, 'polish-tournament-360');
    }
  }
  expect(found).toBe(true);
});

it('says an unknown tournament is not found once, and shows an unknown game as not found without its slug or a retry', async () => {
  const page = await open();
  await page.goto(`${stack.spaUrl}/tournaments/99999`);
  await page.getByRole('heading', { name: 'Турнир не найден' }).waitFor();
  await expect(page.getByText('Турнир не найден').count()).resolves.toBe(1);
  await page.goto(`${stack.spaUrl}/play/no-such-game-here?mode=demo`);
  await page.getByTestId('game-not-found').waitFor();
  await page.getByRole('heading', { name: 'Игра не найдена' }).waitFor();
  await expect(page.getByText('no-such-game-here').count()).resolves.toBe(0);
  await expect(page.getByRole('button', { name: 'Повторить' }).count()).resolves.toBe(0);
  await screenshot(page, 'polish-game-not-found-1440');
  const phone = await open({ phone: true });
  await phone.goto(`${stack.spaUrl}/v1/play/no-such-game-here`);
  await phone.getByTestId('game-not-found').waitFor();
  await screenshot(phone, 'polish-game-not-found-360');
});

it('a game card carries one badge, in its corner: a game both new and popular says «Новинка»', async () => {
  const both = (await (await stack.server.api('/games?per_page=100')).json()) as {
    data: { title: string; is_new: boolean; is_popular: boolean }[];
  };
  const newAndPopular = both.data.find((game) => game.is_new && game.is_popular);
  expect(newAndPopular).toBeDefined();
  for (const phone of [false, true]) {
    const page = await open({ phone });
    await page.goto(`${stack.spaUrl}/games?q=${encodeURIComponent(newAndPopular!.title)}`);
    const card = page.getByTestId('game-card').filter({ hasText: newAndPopular!.title }).first();
    await card.getByTestId('badge-new').waitFor();
    await page.getByTestId('game-card').first().waitFor();
    // Two badges stacked covered the title drawn on the artwork.
    const most = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('[data-testid="game-card"]')].map(
          (item) => item.querySelectorAll('[data-testid^="badge-"]').length,
        ),
      ),
    );
    expect(most).toBe(1);
    const [badge, box] = await Promise.all([card.getByTestId('badge-new').boundingBox(), card.boundingBox()]);
    expect(badge && box).toBeTruthy();
    expect(badge!.x + badge!.width).toBeLessThanOrEqual(box!.x + box!.width);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `polish-badges-${phone ? 360 : 1440}`);
  }
});

it("opens a promotion's details with a call to take part", async () => {
  for (const phone of [false, true]) {
    const page = await open({ phone });
    await page.goto(`${stack.spaUrl}${phone ? '/v1' : ''}/promotions`);
    await page.getByTestId('promotion-details').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Условия: вейджер/).waitFor();
    const cta = dialog.getByTestId('promotion-cta');
    await expect(cta.getAttribute('href')).resolves.toBe(phone ? '/v1/deposit' : '/deposit');
    // The dialog (its own chunk) fades in: the picture is of what the player then sees.
    await animationsSettled(page);
    await screenshot(page, `polish-promotion-details-${phone ? 360 : 1440}`);
    await cta.click();
    // A guest signs in first, and comes back to the deposit page.
    await page.waitForURL(
      (url) =>
        url.pathname.endsWith('/sign-in') && url.searchParams.get('intented') === (phone ? '/v1/deposit' : '/deposit'),
    );
  }
});

it('keeps loading pages as the player scrolls, until the last game', async () => {
  const page = await open();
  const total = ((await (await stack.server.api('/games?per_page=1')).json()) as { meta: { total: number } }).meta
    .total;
  await page.goto(`${stack.spaUrl}/games`);
  await page.getByTestId('game-card').first().waitFor();
  for (let i = 0; i < 40; i += 1) {
    const count = await page.getByTestId('game-card').count();
    if (count >= total) break;
    await page.mouse.wheel(0, 4000);
    await page
      .waitForFunction(
        (n) =>
          document.querySelectorAll('[data-testid="game-card"]').length > n ||
          document.body.scrollHeight <= window.scrollY + window.innerHeight + 2,
        count,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
  }
  await expect(page.getByTestId('game-card').count()).resolves.toBe(total);
});

it("leaves a lobby at rest still: the next page's placeholders pulse only while that page is on its way", async () => {
  const page = await open();
  // Pages asked for once the lobby is at rest are held back until the test lets them through.
  let holding = false;
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const isGamesPage = (url: URL) => url.pathname.endsWith('/api/games') && url.searchParams.has('page');
  await page.route(isGamesPage, async (route) => {
    if (holding) await held;
    await route.continue();
  });
  let pagesOnTheWay = 0;
  const isPage = (request: Request) => isGamesPage(new URL(request.url()));
  page.on('request', (request) => void (isPage(request) && (pagesOnTheWay += 1)));
  const arrived = (request: Request) => void (isPage(request) && (pagesOnTheWay -= 1));
  page.on('requestfinished', arrived);
  page.on('requestfailed', arrived);
  await page.goto(`${stack.spaUrl}/games`);
  await page.getByTestId('game-card').first().waitFor();
  // At rest: the pages a wide screen asks for at once are in (no page on its way, the grid no longer grows), and the
  // next page's placeholders wait below them, off screen.
  let cards = -1;
  for (
    let now = await page.getByTestId('game-card').count();
    now !== cards || pagesOnTheWay > 0;
    now = await page.getByTestId('game-card').count()
  ) {
    cards = now;
    await page.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null);
    await page.waitForTimeout(500);
  }
  await page.locator('li[aria-hidden="true"] [data-skeleton]').first().waitFor({ state: 'attached' });
  // Nothing on the page moves: their pulse kept Chromium redrawing, about a quarter of a core, for nothing seen.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 5000 },
  );
  // Scrolled to them, the player waits for that page (held back here): they pulse until it comes.
  holding = true;
  let pulsing = false;
  for (let i = 0; i < 10 && !pulsing; i += 1) {
    await page.mouse.wheel(0, 4000);
    pulsing = await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('li[aria-hidden="true"] [data-skeleton]')].some((placeholder) =>
            placeholder.getAnimations().some((animation) => animation.playState === 'running'),
          ),
        undefined,
        { timeout: 1000 },
      )
      .then(
        () => true,
        () => false,
      );
  }
  expect(pulsing).toBe(true);
  release();
  await page.waitForFunction((before) => document.querySelectorAll('[data-testid="game-card"]').length > before, cards);
});

it('aligns every item of the user menu on one text column', async () => {
  const page = await open({ signedIn: true });
  await page.getByTestId('user-menu-button').click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  // The extra items load with the menu (their own chunk) and the menu grows in: measure once it has settled.
  await page.getByTestId('sign-out').waitFor();
  await page.getByRole('menuitem', { name: /Сообщить о проблеме/ }).waitFor();
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const lefts: number[] = [];
  for (let i = 0; i < (await items.count()); i += 1) {
    const text = items.nth(i).locator('.MuiListItemText-root');
    if ((await text.count()) === 0) continue;
    lefts.push(Math.round((await text.boundingBox())!.x));
  }
  expect(lefts.length).toBeGreaterThanOrEqual(8);
  expect(new Set(lefts).size).toBe(1);
  await screenshot(page, 'polish-user-menu-1440');
});

it('names on the responsible-gaming page the periods its tools offer', async () => {
  const page = await open();
  await page.goto(`${stack.spaUrl}/responsible-gaming`);
  await page.getByText('Перерыв в игре на 24 часа, 7, 30 или 42 дня.').waitFor();
  await page.getByText('Самоисключение на 6 месяцев, 1 год или 5 лет.').waitFor();
  void viewShot;
});

it('checks the sign-up form in the browser and asks for consent to the terms (linked) and to 18+', async () => {
  for (const phone of [false, true]) {
    const page = await open({ phone });
    await page.goto(`${stack.spaUrl}${phone ? '/v1' : ''}/sign-up`);
    const form = page.getByTestId('sign-up-form');
    await fillSignUpForm(form, { email: 'not-an-email', password: 'short', consents: false });
    await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await form.getByText('Введите e-mail в формате name@example.com').waitFor();
    await form.getByText('Пароль должен быть не короче 8 символов').waitFor();
    await expect(form.getByText('Без этого согласия регистрация невозможна').count()).resolves.toBe(2);
    await expect(form.getByRole('link', { name: 'правила и условия' }).getAttribute('href')).resolves.toBe(
      phone ? '/v1/license-agreement' : '/terms-and-conditions',
    );
    await screenshot(page, `polish-sign-up-checks-${phone ? 360 : 1440}`);
    const email = `consent-${phone ? 'v1' : 'd'}-${Date.now()}@example.com`;
    await fillSignUpForm(form, { email, password: 'a-long-password-1' });
    await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
    // A fresh account waits on the verify page, whose countdown starts at once from the server's figure.
    await page.waitForURL((url) => url.pathname === (phone ? '/v1/verify-email' : '/verify-email'));
    const counting = page.getByRole('button', { name: /Отправить снова через \d+ с/ });
    await counting.waitFor();
    expect(await counting.isDisabled()).toBe(true);
    await screenshot(page, `polish-verify-email-${phone ? 360 : 1440}`);
  }
});
