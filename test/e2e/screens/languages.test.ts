/**
 * Both languages, server text included, in real Chromium against the production build and the contract server:
 * the English lobby, FAQ, promotions and responsible-gaming pages carry no Russian (game names aside); a failed
 * Russian sign-in and a failed English sign-up show the server's messages in the page's language; a guest's choice
 * of English lasts through sign-in. Screenshots at 1440 and 360 px in English (the route sweeps take the Russian
 * ones). Numbers and plural forms: numbersInLanguages.test.ts.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Game, Paginated } from '../../../src/api/types';
import { contextIn, type Lang, screenshot, VIEWPORTS } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { DEMO, navigateInApp } from '../support/ui';

jest.setTimeout(240_000);
setUpBrowserSuite();

const CYRILLIC = /[а-яё]/i;

async function api<T>(path: string, lang: Lang): Promise<T> {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    headers: { Accept: 'application/json', 'Accept-Language': lang },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A page in `lang` (the SPA reads its language from localStorage before the first render). */
async function pageIn(
  lang: Lang,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextIn(browser, lang, { viewport });
  return { context, page: await context.newPage() };
}

/** Every game title, so that game names (some are Russian) can be set aside. */
let gameTitles: string[] = [];
beforeAll(async () => {
  const first = await api<Paginated<Game>>('/games?per_page=100&page=1', 'en');
  const rest = await Promise.all(
    Array.from({ length: first.meta.last_page - 1 }, (_, i) =>
      api<Paginated<Game>>(`/games?per_page=100&page=${i + 2}`, 'en'),
    ),
  );
  gameTitles = [first, ...rest].flatMap((p) => p.data.map((g) => g.title)).sort((a, b) => b.length - a.length);
});

/** The page's visible text without game names. */
async function textWithoutGameNames(page: Page): Promise<string> {
  let text = await page.evaluate(() => document.body.innerText);
  for (const title of gameTitles) text = text.split(title).join(' ');
  return text;
}

/** Cyrillic words left on the page, for a readable failure. */
const russianWords = (text: string): string[] => [...new Set(text.split(/\s+/).filter((w) => CYRILLIC.test(w)))];

const ENGLISH_PAGES: { path: string; name: string; ready: (page: Page) => Promise<unknown> }[] = [
  {
    path: '/games',
    name: 'lobby',
    ready: (page) =>
      page
        .getByRole('heading', { level: 1 })
        .first()
        .waitFor()
        .then(() => page.locator('[data-testid="game-card"], article').first().waitFor()),
  },
  { path: '/faq', name: 'faq', ready: (page) => page.getByText('How do I sign up?').first().waitFor() },
  { path: '/promotions', name: 'promotions', ready: (page) => page.getByText('Welcome pack').first().waitFor() },
  {
    path: '/responsible-gaming',
    name: 'responsible-gaming',
    ready: (page) => page.getByText('Play for fun').first().waitFor(),
  },
];

describe('English pages', () => {
  for (const [size, viewport] of [
    ['1440', VIEWPORTS.desktop],
    ['360', VIEWPORTS.phone],
  ] as const) {
    describe(`at ${size} px`, () => {
      // One English visitor per width: the first page is loaded, the next ones are reached inside the running SPA.
      let visitor: { context: BrowserContext; page: Page };
      beforeAll(async () => {
        visitor = await pageIn('en', viewport);
      });
      afterAll(async () => visitor?.context.close());

      for (const target of ENGLISH_PAGES) {
        it(`${target.path} at ${size} px shows no Russian text (game names aside)`, async () => {
          const { page } = visitor;
          if (page.url() === 'about:blank') await page.goto(`${stack.spaUrl}${target.path}`);
          else await navigateInApp(page, target.path);
          await page.waitForURL((url) => url.pathname === target.path);
          await target.ready(page);
          await page.locator('[data-auth-status="signedOut"]').waitFor();
          expect(russianWords(await textWithoutGameNames(page))).toEqual([]);
          await screenshot(page, `languages-${target.name}-en-${size}`);
        });
      }
    });
  }

  it('switching to English re-fetches the content in English', async () => {
    const { context, page } = await pageIn('ru');
    try {
      await page.goto(`${stack.spaUrl}/faq`);
      await page.getByText('Как зарегистрироваться?').first().waitFor();
      const switchGroup = page.getByRole('group', { name: 'Язык' }).first();
      await switchGroup.getByRole('button', { name: 'EN' }).click();
      await page.getByText('How do I sign up?').first().waitFor();
      expect(await page.getByText('Как зарегистрироваться?').count()).toBe(0);
      // The switch says which language is on, and works from the keyboard (the group is now named in English).
      const english = page.getByRole('group', { name: 'Language' }).first();
      expect(await english.getByRole('button', { name: 'EN' }).getAttribute('aria-pressed')).toBe('true');
      expect(await english.getByRole('button', { name: 'RU' }).getAttribute('aria-pressed')).toBe('false');
      await english.getByRole('button', { name: 'RU' }).focus();
      await page.keyboard.press('Space');
      await page.getByText('Как зарегистрироваться?').first().waitFor();
      expect(
        await page
          .getByRole('group', { name: 'Язык' })
          .first()
          .getByRole('button', { name: 'RU' })
          .getAttribute('aria-pressed'),
      ).toBe('true');
    } finally {
      await context.close();
    }
  });
});

describe('server messages in the page’s language', () => {
  it('a failed Russian sign-in shows the Russian message', async () => {
    const { context, page } = await pageIn('ru');
    try {
      await page.goto(`${stack.spaUrl}/sign-in`);
      const form = page.getByTestId('sign-in-form');
      await form.getByLabel(/e-?mail/i).fill(DEMO.player.email);
      await form.getByLabel(/пароль/i).fill('not-the-password');
      await form.getByRole('button', { name: 'Войти' }).click();
      await form.getByText('Неверный e-mail или пароль.').waitFor();
      await screenshot(page, 'languages-sign-in-failed-ru-1440');
    } finally {
      await context.close();
    }
  });

  for (const [size, viewport, base] of [
    ['1440', VIEWPORTS.desktop, ''],
    ['360', VIEWPORTS.phone, '/v1'],
  ] as const) {
    it(`a failed English sign-up shows English messages (${size} px)`, async () => {
      const { context, page } = await pageIn('en', viewport);
      try {
        await page.goto(`${stack.spaUrl}${base}/sign-up`);
        const form = page.getByTestId('sign-up-form');
        await form.waitFor();
        await form.locator('input[name="email"]').fill(DEMO.player.email);
        await form.locator('input[name="password"]').fill('long-enough-password');
        await form.locator('input[name="password_confirmation"]').fill('long-enough-password');
        await form.locator('input[name="referral_code"]').fill('NOSUCHCODE');
        for (const box of await form.getByRole('checkbox').all()) await box.check();
        await form.getByRole('button', { name: 'Sign up' }).click();
        await form.getByText('The email has already been taken.').waitFor();
        await form.getByText('The selected referral code is invalid.').waitFor();
        expect(russianWords(await form.innerText())).toEqual([]);
        await screenshot(page, `languages-sign-up-failed-en-${size}`);
      } finally {
        await context.close();
      }
    });
  }
});

test('a guest who chose English keeps it through the sign-in dialog and at sign-in, and the account saves it', async () => {
  const { context, page } = await pageIn('ru');
  try {
    await page.goto(`${stack.spaUrl}/`);
    await page.getByRole('group', { name: 'Язык' }).first().getByRole('button', { name: 'EN' }).click();
    await page.getByTestId('sign-in-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Sign in' }).waitFor();
    // The dialog is modal: its own switch changes the language while it is open.
    const inDialog = dialog.getByRole('group', { name: 'Language' });
    await inDialog.getByRole('button', { name: 'RU' }).click();
    await dialog.getByRole('heading', { name: 'Вход' }).waitFor();
    await dialog.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'EN' }).click();
    await dialog.getByRole('heading', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'languages-sign-in-dialog-en');
    await dialog.getByLabel(/e-?mail/i).fill(DEMO.player.email);
    await dialog.getByLabel(/password/i).fill(DEMO.player.password);
    await dialog.getByRole('button', { name: /sign in/i }).click();
    await page.locator('[data-auth-status="signedIn"]').waitFor();
    // The account was saved in Russian: the choice made in this visit wins, on the screen and on the account.
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    const token = await stack.server.signIn(DEMO.player.email, DEMO.player.password);
    const account = async () =>
      ((await (await stack.server.api('/auth/user', { token })).json()) as { user: { locale: string } }).user.locale;
    for (let tries = 0; tries < 50 && (await account()) !== 'en'; tries += 1) await page.waitForTimeout(100);
    await expect(account()).resolves.toBe('en');
  } finally {
    await context.close();
  }
});
