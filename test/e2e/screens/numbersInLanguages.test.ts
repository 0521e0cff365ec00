/**
 * Numbers in both languages, in real Chromium against the production build and the contract server: the Russian tag
 * and provider pages count games in the right plural form, leaderboard scores are written as each language writes
 * numbers, and the home counters are worded in both languages (and never say «0 игроков онлайн» to a guest).
 */
import type { Page } from 'playwright-core';
import type { LeaderboardRow, Provider, Tag, Tournament } from '../../../src/api/types';
import { apiJson } from '../support/api';
import { contextIn, type Lang, screenshot, VIEWPORTS } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { navigateInApp, scrollUntilShown } from '../support/ui';

jest.setTimeout(240_000);
setUpBrowserSuite();

/** A page in `lang` (the SPA reads its language from localStorage before the first render). */
async function pageIn(lang: Lang, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const context = await contextIn(browser, lang, { viewport });
  return { context, page: (await context.newPage()) as Page };
}

/**
 * Shows `path`: the first time by loading it, then inside the running app as a link would. Returns its main landmark
 * once it names that page (a count left over from the page before cannot answer for this one).
 */
async function show(page: Page, path: string) {
  if (page.url() === 'about:blank') await page.goto(`${stack.spaUrl}${path}`);
  else await navigateInApp(page, path);
  const main = page.locator(`main[data-path="${path}"]`);
  await main.waitFor();
  return main;
}

describe('numbers and plural forms', () => {
  const RU_FORM = (n: number): string => {
    const category = new Intl.PluralRules('ru').select(n);
    return category === 'one' ? 'игра' : category === 'few' ? 'игры' : 'игр';
  };

  it('counts games on the tag pages and the provider pages', async () => {
    const [tags, providers] = await Promise.all([
      apiJson<Tag[]>(stack.apiUrl, '/tags'),
      apiJson<Provider[]>(stack.apiUrl, '/providers'),
    ]);
    const { context, page } = await pageIn('ru');
    try {
      for (const tag of tags.slice(0, 4)) {
        const main = await show(page, `/games/tagged/${tag.slug}`);
        await main
          .getByText(`${tag.games_count} ${RU_FORM(tag.games_count)}`, { exact: false })
          .first()
          .waitFor();
      }
      for (const provider of providers.slice(0, 3)) {
        const main = await show(page, `/games/manufactured-by/${provider.slug}`);
        await main
          .getByText(`${provider.games_count} ${RU_FORM(provider.games_count)}`, { exact: false })
          .first()
          .waitFor();
      }
      await screenshot(page, 'languages-provider-ru-1440');
      const main = await show(page, `/games/tagged/${tags[0]!.slug}`);
      await main
        .getByText(`${tags[0]!.games_count} ${RU_FORM(tags[0]!.games_count)}`, { exact: false })
        .first()
        .waitFor();
      await screenshot(page, 'languages-tag-ru-1440');
    } finally {
      await context.close();
    }
    const phone = await pageIn('ru', VIEWPORTS.phone);
    try {
      await phone.page.goto(`${stack.spaUrl}/v1/games/tagged`);
      for (const tag of tags)
        await phone.page
          .getByText(`${tag.games_count} ${RU_FORM(tag.games_count)}`, { exact: true })
          .first()
          .waitFor();
      await screenshot(phone.page, 'languages-tags-ru-360');
    } finally {
      await phone.context.close();
    }
  });

  it('writes leaderboard scores as each language writes numbers', async () => {
    const tournaments = await apiJson<Tournament[]>(stack.apiUrl, '/tournaments');
    let found: { id: number; score: number } | null = null;
    for (const tournament of tournaments) {
      const { leaderboard } = await apiJson<{ leaderboard: LeaderboardRow[] }>(
        stack.apiUrl,
        `/tournaments/${tournament.id}`,
      );
      const row = leaderboard.find((entry) => entry.score >= 1000);
      if (row) {
        found = { id: tournament.id, score: row.score };
        break;
      }
    }
    if (!found) throw new Error('the demo data has no leaderboard score of four digits');
    for (const [lang, written] of [
      ['en', found.score.toLocaleString('en-US')],
      ['ru', found.score.toLocaleString('ru-RU')],
    ] as const) {
      const { context, page } = await pageIn(lang, VIEWPORTS.desktop);
      try {
        await page.goto(`${stack.spaUrl}/tournaments/${found.id}`);
        await page.getByTestId('leaderboard').getByRole('cell', { name: written, exact: true }).first().waitFor();
      } finally {
        await context.close();
      }
    }
  });

  it('words the home counters in both languages', async () => {
    for (const [lang, label] of [
      ['ru', /турнир(а|ов)? ид(ёт|ут)/],
      ['en', /tournaments? running/],
    ] as const) {
      for (const [size, viewport] of [
        ['1440', VIEWPORTS.desktop],
        ['360', VIEWPORTS.phone],
      ] as const) {
        const { context, page } = await pageIn(lang, viewport);
        try {
          await page.goto(`${stack.spaUrl}/`);
          // The counters close the page: they render as the reader scrolls down to them.
          await scrollUntilShown(page, page.getByTestId('counter').filter({ hasText: label }));
          // A guest is not counted online: a tile saying «0 игроков онлайн» would say nothing, so there is none.
          await expect(
            page
              .getByTestId('counter')
              .filter({ hasText: /^0\s*(игрок|player)/ })
              .count(),
          ).resolves.toBe(0);
          await screenshot(page, `languages-home-${lang}-${size}`);
        } finally {
          await context.close();
        }
      }
    }
  });
});
