/**
 * What a player sees on a 360 px phone, against the real contract server: toasts stack above the compact bottom
 * navigation, the responsible-gaming limits and an 8-decimal crypto prize fit their tables, the withdrawal form has
 * no blank gap between Method and Details, a guest on the main routes is offered sign-up in the header and in the
 * drawer, and the home screen builds its sections below the first screen only as the reader scrolls to them.
 * Screenshots in both languages (1440 px where the desktop look is touched as well).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { apiJson, userChannelSubscribed } from '../support/api';
import { contextIn, type Lang, screenshot, VIEWPORTS, withPageOf } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { DEMO, scrollUntilShown, signInByCookie } from '../support/ui';
import type { Game, Paginated } from '../../../src/api/types';
import { formatMoney } from '../../../src/ui/format';

jest.setTimeout(180_000);

setUpBrowserSuite();

const langs: Lang[] = ['ru', 'en'];

/** A phone in `lang` (a signed-in player's saved language wins over it: those tests choose it in the drawer). */
const phoneIn = (lang: Lang): Promise<BrowserContext> => contextIn(browser, lang, { viewport: VIEWPORTS.phone });

/** Chooses the interface language as a phone user does: in the drawer of the main routes (saved on the account). */
async function chooseLanguageInDrawer(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: /^(Открыть меню|Open the menu)$/ }).click();
  const drawer = page.locator('.MuiDrawer-paper');
  await drawer.getByRole('button', { name: lang.toUpperCase() }).click();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
}

/** How far a table runs past the box that holds it (0: it fits; more: that box scrolls sideways). */
function overflowOf(page: Page, table: string): Promise<number> {
  return page.$eval(table, (element) => {
    const box = element.parentElement ?? element;
    return box.scrollWidth - box.clientWidth;
  });
}

it('on /v1, stacked toasts sit above the bottom navigation instead of covering it', async () => {
  await withPageOf(await phoneIn('ru'), async (page) => {
    const token = await signInByCookie(page, stack, 'player', '/v1');
    await userChannelSubscribed(stack, token);
    for (const amount of ['11.00', '12.00', '13.00']) {
      const response = await fetch(`${stack.apiUrl}/dev/simulate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: DEMO.player.email, event: 'payment', amount }),
      });
      expect(response.status).toBe(200);
    }
    // The burst shows as the first payment's toast and a summary of the others: two toasts, one above the other.
    const toasts = page.locator('.notistack-SnackbarContainer .notistack-MuiContent');
    await page.waitForFunction(() => document.querySelectorAll('.notistack-MuiContent').length >= 2);
    await page.waitForTimeout(400); // the last toast slides in: measure where it comes to rest
    const nav = await page.getByRole('navigation', { name: 'Основная навигация' }).boundingBox();
    expect(nav).not.toBeNull();
    for (const box of await Promise.all((await toasts.all()).map((toast) => toast.boundingBox()))) {
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(nav!.y);
    }
    await screenshot(page, 'narrow-v1-toasts-ru-360', { fullPage: false });
  });
});

it('the responsible-gaming limits fit 360 px, nothing cut off', async () => {
  const token = await stack.server.signInAs('player');
  for (const [type, period, amount] of [
    ['deposit', 'day', '500000.00'],
    ['loss', 'month', '250000.00'],
  ]) {
    const response = await stack.server.api('/responsible-gaming/limits', {
      method: 'PUT',
      token,
      json: { type, period, amount },
    });
    expect(response.status).toBe(200);
  }
  for (const lang of langs) {
    await withPageOf(await phoneIn(lang), async (page) => {
      await signInByCookie(page, stack, 'player', '/responsible-gaming');
      await chooseLanguageInDrawer(page, lang);
      const rows = page.getByTestId('rg-limit-row');
      await rows.nth(1).waitFor();
      // Each limit's amount and use are whole, inside the card, and the table needs no sideways scrolling.
      expect(await overflowOf(page, '[data-testid="rg-limits"] table')).toBeLessThanOrEqual(0);
      const card = (await page.getByTestId('rg-limits').boundingBox())!;
      for (const cell of await rows.locator('td').all()) {
        const box = await cell.boundingBox();
        if (box && box.width > 0) expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
        expect(await cell.evaluate((td) => td.scrollWidth - td.clientWidth)).toBeLessThanOrEqual(0);
      }
      expect(await page.getByTestId('rg-limits').locator('table').innerText()).toContain(
        formatMoney('500000.00', 'RUB'),
      );
      await page.getByTestId('rg-limits').scrollIntoViewIfNeeded();
      await screenshot(page, `narrow-rg-limits-${lang}-360`, { fullPage: false });
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.getByTestId('rg-limits').scrollIntoViewIfNeeded();
      await screenshot(page, `narrow-rg-limits-${lang}-1440`, { fullPage: false });
    });
  }
});

it('the withdrawal form has no blank gap between Method and Details at 360 px', async () => {
  for (const lang of langs) {
    await withPageOf(await phoneIn(lang), async (page) => {
      await signInByCookie(page, stack, 'player', '/payout');
      await chooseLanguageInDrawer(page, lang);
      const form = page.getByTestId('withdrawal-form');
      const method = form.getByLabel(lang === 'ru' ? 'Способ' : 'Method');
      const details = form.getByRole('textbox', { name: lang === 'ru' ? 'Реквизиты' : 'Details' });
      await details.waitFor();
      await form.scrollIntoViewIfNeeded();
      await screenshot(page, `narrow-withdrawal-${lang}-360`, { fullPage: false });
      const above = (await method.boundingBox())!;
      const below = (await details.boundingBox())!;
      // The grid's gap (16 px) and the fields' own padding: no empty helper line between them any more.
      expect(below.y - (above.y + above.height)).toBeLessThanOrEqual(24);
      await page.setViewportSize(VIEWPORTS.desktop);
      await screenshot(page, `narrow-withdrawal-${lang}-1440`, { fullPage: false });
    });
  }
});

it('a guest on the main routes at 360 px is offered sign-up in the header and in the drawer', async () => {
  for (const lang of langs) {
    await withPageOf(await phoneIn(lang), async (page) => {
      await page.goto(`${stack.spaUrl}/games`);
      const signUp = lang === 'ru' ? 'Регистрация' : 'Sign up';
      const header = page.locator('header').first();
      await header.getByRole('link', { name: signUp }).waitFor({ state: 'visible' });
      await screenshot(page, `narrow-guest-header-${lang}-360`, { fullPage: false });
      await header.getByRole('button', { name: lang === 'ru' ? 'Открыть меню' : 'Open the menu' }).click();
      const drawer = page.locator('.MuiDrawer-paper');
      await drawer.getByRole('link', { name: signUp }).waitFor({ state: 'visible' });
      await screenshot(page, `narrow-guest-drawer-${lang}-360`, { fullPage: false });
      await drawer.getByRole('link', { name: signUp }).click();
      await page.waitForURL((url) => url.pathname === '/sign-up');
      await drawer.waitFor({ state: 'hidden' });
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto(`${stack.spaUrl}/games`);
      await header.getByRole('link', { name: signUp }).waitFor({ state: 'visible' });
      await screenshot(page, `narrow-guest-header-${lang}-1440`, { fullPage: false });
    });
  }
});

it('an 8-decimal crypto prize fits the leaderboard at 360 px', async () => {
  const tournaments = await apiJson<{ id: number; currency_code: string }[]>(stack.apiUrl, '/tournaments');
  const crypto = tournaments.find((t) => t.currency_code === 'USDT');
  if (!crypto) throw new Error('no USDT tournament in the seed');
  for (const lang of langs) {
    await withPageOf(await phoneIn(lang), async (page) => {
      await page.goto(`${stack.spaUrl}/tournaments/${crypto.id}`);
      const board = page.getByTestId('leaderboard');
      await board.locator('tbody tr').first().waitFor();
      expect(await overflowOf(page, '[data-testid="leaderboard"]')).toBeLessThanOrEqual(0);
      expect(await board.locator('tbody tr').first().locator('td').last().innerText()).toMatch(/\d\.\d{8}\s+USDT/);
      await board.scrollIntoViewIfNeeded();
      await screenshot(page, `narrow-leaderboard-crypto-${lang}-360`, { fullPage: false });
    });
  }
});

it('a page title keeps its words whole at 360 px: «Воспроизведение журнала» on /replay', async () => {
  await withPageOf(await phoneIn('ru'), async (page) => {
    await signInByCookie(page, stack, 'admin', '/replay');
    const title = page.getByRole('heading', { level: 1, name: 'Воспроизведение журнала' });
    await title.waitFor();
    // A word split over two lines has client rectangles at two heights.
    const split = await title.evaluate((h1) => {
      const words: string[] = [];
      const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) words.push(match[0]);
        }
      }
      return words;
    });
    expect(split).toEqual([]);
    await screenshot(page, 'narrow-replay-title-ru-360', { fullPage: false });
  });
});

it('the home screen builds and fetches the sections below its first screen as the reader scrolls to them', async () => {
  const popular = (await apiJson<Paginated<Game>>(stack.apiUrl, '/games?sort=popular&per_page=1')).data[0] as Game;
  await withPageOf(await phoneIn('ru'), async (page) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${stack.spaUrl}/`);
    await page.getByText(popular.title).first().waitFor();
    // Settled: the realtime client loads once the page is interactive, long after the first screen's sections rendered.
    await page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor({ state: 'attached' });
    const counters = page.getByRole('heading', { level: 2, name: 'Сайт в цифрах' });
    expect(await counters.count()).toBe(0);
    expect(asked).not.toContain('/api/boosts');
    await screenshot(page, 'home-below-fold-before-scroll-guest-phone', { fullPage: true });

    await scrollUntilShown(page, counters);
    await page.getByTestId('counter').first().waitFor();
    expect(asked).toContain('/api/boosts');
    // Every section on the way down rendered: none is left as an empty placeholder above the counters.
    await page.getByRole('heading', { level: 2, name: 'Новинки' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Бусты' }).waitFor();
    await screenshot(page, 'home-below-fold-after-scroll-guest-phone', { fullPage: true });
  });
});
