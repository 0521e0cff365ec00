/**
 * Telegram in a real browser: the Mini App signs a guest in from its launch initData (signed here with the
 * server's development bot token) and Telegram's theme colours the v1 layout (the rest of the Mini App shell is
 * in telegramMiniApp.test.ts), and the Login Widget's result links Telegram to a signed-in player from the settings page.
 */
import type { Page } from 'playwright-core';
import { DEV_TELEGRAM_BOT_TOKEN } from '../../../server/config';
import { signTelegramInitData, signTelegramWidget } from '../../../server/lib/signatures';
import { newContext, screenshot } from '../support/browser';
import { blockExternalScripts, browser, setUpBrowserSuite, stack } from '../support/suite';
import { signInByCookie } from '../support/ui';
import { withMiniApp } from '../support/telegramClient';

jest.setTimeout(120_000);

setUpBrowserSuite({ config: { telegramBotName: 'contract_dev_bot' } });

const now = () => String(Math.floor(Date.now() / 1000));
it('signs a new Telegram user in automatically inside the Mini App and applies the Telegram theme', async () => {
  const user = JSON.stringify({
    id: 5_550_001,
    first_name: 'Мини',
    last_name: 'Апп',
    username: 'mini_app_tester',
    language_code: 'ru',
  });
  const { dataString } = signTelegramInitData(DEV_TELEGRAM_BOT_TOKEN, {
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user,
    auth_date: now(),
  });
  await withMiniApp(browser, stack, dataString, async (page) => {
    await page.getByTestId('header-balance').waitFor();
    // A new account is sent to its profile (the server's redirect), kept in the v1 generation.
    await page.waitForURL((url) => url.pathname === '/v1/profile');
    await expect(page.getByTestId('profile-email').textContent()).resolves.toBe('tg5550001@telegram.local');
    const background = await page
      .locator('[data-telegram-theme]')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(23, 33, 43)');
    await screenshot(page, 'account-telegram-mini-app-360');
  });
});

/**
 * What telegram-widget.js does after the user confirms in Telegram: calls the `data-onauth` callback, inside the
 * widget's own page that the SPA frames (Telegram's script itself is blocked in tests).
 */
async function confirmInWidget(page: Page, auth: Record<string, string | number>): Promise<void> {
  const frame = page.frameLocator('[data-testid="telegram-login-widget"]');
  await frame.locator('body').waitFor({ state: 'attached' });
  const widgetPage = page.frames().find((f) => new URL(f.url()).pathname === '/telegram-login.html');
  if (!widgetPage) throw new Error('the Login Widget page is not framed');
  await widgetPage.waitForFunction(() => typeof (window as { onTelegramAuth?: unknown }).onTelegramAuth === 'function');
  await widgetPage.evaluate(
    (data) => (window as unknown as { onTelegramAuth: (d: unknown) => void }).onTelegramAuth(data),
    auth,
  );
}

it('links Telegram to the signed-in player from the Login Widget result on the settings page', async () => {
  const context = await newContext(browser);
  await blockExternalScripts(context);
  const page = await context.newPage();
  try {
    await signInByCookie(page, stack, 'player', '/settings');
    await page.getByTestId('telegram-login-widget').waitFor({ state: 'attached' });
    const fields = { id: 5_550_003, first_name: 'Игрок', username: 'player_tg', auth_date: now() };
    const { hash } = signTelegramWidget(DEV_TELEGRAM_BOT_TOKEN, fields);
    await confirmInWidget(page, { ...fields, auth_date: Number(fields.auth_date), hash });
    const result = page.getByTestId('telegram-link-result');
    await result.waitFor();
    expect(await result.getAttribute('class')).toMatch(/Success/i);
    await page.getByText('Telegram привязан к аккаунту (ID 5550003).').waitFor();
    await screenshot(page, 'account-settings-telegram-linked-1440');
  } finally {
    await context.close();
  }
});

it("signs in from the Login Widget on the sign-in dialog (app: false), and shows the server's message when refused", async () => {
  const context = await newContext(browser);
  await blockExternalScripts(context);
  const page = await context.newPage();
  const callWidget = (auth: Record<string, string | number>) => confirmInWidget(page, auth);
  try {
    await page.goto(`${stack.spaUrl}/sign-in?intented=${encodeURIComponent('/bonuses')}`);
    await page.getByTestId('sign-in-form').getByTestId('telegram-login-widget').waitFor({ state: 'attached' });
    const fields = { id: 5_550_004, first_name: 'Виджет', auth_date: now() };

    await callWidget({ ...fields, auth_date: Number(fields.auth_date), hash: 'f'.repeat(64) });
    await page.getByText('Не удалось проверить данные Telegram.').waitFor(); // the page speaks Russian, so does the server
    expect(await page.getByTestId('header-balance').count()).toBe(0);

    const { hash } = signTelegramWidget(DEV_TELEGRAM_BOT_TOKEN, fields);
    await callWidget({ ...fields, auth_date: Number(fields.auth_date), hash });
    await page.getByTestId('header-balance').waitFor();
    await page.waitForURL((url) => url.pathname === '/bonuses');
  } finally {
    await context.close();
  }
});
