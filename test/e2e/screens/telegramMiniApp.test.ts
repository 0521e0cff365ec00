/**
 * The Telegram Mini App shell in a real browser, with the test standing in for the Telegram client the way the mobile
 * clients do it (support/telegramClient.ts). The app is opened at `/v1` with launch parameters signed with the
 * server's development bot token, as Telegram would open it.
 */
import type { Page } from 'playwright-core';
import {
  LIGHT,
  initDataFor,
  withMiniApp,
  posted,
  receive,
  waitForBackButton,
  waitForPost,
} from '../support/telegramClient';
import { screenshot, VIEWPORTS } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { navigateInApp } from '../support/ui';

jest.setTimeout(120_000);

setUpBrowserSuite({ config: { telegramBotName: 'contract_dev_bot' } });

/** Waits until a computed style of the first element matching `selector` has `value`. */
async function waitForStyle(
  page: Page,
  selector: string,
  property: 'backgroundColor' | 'paddingTop',
  value: string,
): Promise<void> {
  await page.waitForFunction(
    ([sel, prop, wanted]) => {
      const element = document.querySelector(sel);
      return element !== null && getComputedStyle(element)[prop] === wanted;
    },
    [selector, property, value] as const,
  );
}

const background = (page: Page) =>
  page.locator('[data-telegram-theme]').evaluate((el) => getComputedStyle(el).backgroundColor);

it("signs in, starts up, follows Telegram's theme, and wires the back button to the router", async () => {
  await withMiniApp(browser, stack, initDataFor(), async (page) => {
    await page.getByTestId('header-balance').waitFor();
    await page.waitForURL((url) => url.pathname === '/v1/profile');

    // Start-up: ready, then expand; Telegram's header and background take the theme's colours.
    await waitForPost(page, 'web_app_expand');
    const types = (await posted(page)).map((post) => post.type);
    expect(types.indexOf('web_app_ready')).toBeGreaterThanOrEqual(0);
    expect(types.indexOf('web_app_ready')).toBeLessThan(types.indexOf('web_app_expand'));
    expect(types.filter((type) => type === 'web_app_ready')).toHaveLength(1);
    await waitForPost(page, 'web_app_set_header_color', { color: '#17212b' });
    await waitForPost(page, 'web_app_set_background_color', { color: '#17212b' });
    expect(await background(page)).toBe('rgb(23, 33, 43)');
    await screenshot(page, 'telegram-mini-app-dark-360');

    // Theme change in Telegram (night mode off): the page and Telegram's header follow at once.
    await receive(page, 'theme_changed', { theme_params: LIGHT });
    await waitForStyle(page, '[data-telegram-theme]', 'backgroundColor', 'rgb(255, 255, 255)');
    await waitForPost(page, 'web_app_set_header_color', { color: '#ffffff' });
    await screenshot(page, 'telegram-mini-app-light-360');

    // The back button: shown on nested pages; Telegram's press goes back through the router.
    await waitForBackButton(page, true);
    await page.getByRole('navigation').getByText('Игры').click();
    await page.waitForURL((url) => url.pathname === '/v1/games');
    await receive(page, 'back_button_pressed');
    await page.waitForURL((url) => url.pathname === '/v1/profile');
    await waitForBackButton(page, true);
    // The profile was the first page of the app (the sign-in replaced /v1): back from it is the home page.
    await receive(page, 'back_button_pressed');
    await page.waitForURL((url) => url.pathname === '/v1');
    await waitForBackButton(page, false);
  });
});

it("lays out within Telegram's viewport and safe areas, and the keyboard never covers the navigation or the field", async () => {
  await withMiniApp(browser, stack, initDataFor(), async (page) => {
    await page.getByTestId('header-balance').waitFor();
    await waitForPost(page, 'web_app_ready');
    const nav = page.getByRole('navigation', { name: /навигация|navigation/i });
    const size = page.viewportSize() ?? VIEWPORTS.phone;
    /** Telegram telling the app its visible height changed (expanding the sheet, a keyboard opening or closing). */
    const viewportChanged = (height: number, { expanded, stable }: { expanded: boolean; stable: boolean }) =>
      receive(page, 'viewport_changed', {
        height,
        width: size.width,
        is_expanded: expanded,
        is_state_stable: stable,
      });

    // Telegram's sheet is 500 px tall (less than the 740 px window): the layout ends there, not at the window's bottom.
    await viewportChanged(500, { expanded: false, stable: true });
    await page.waitForFunction(
      () =>
        Math.round(document.querySelector('[data-layout="v1-default"] > nav')?.getBoundingClientRect().bottom ?? 0) ===
        500,
    );
    expect(await nav.isVisible()).toBe(true);

    // Full screen with Telegram's controls over the top: the header moves below them.
    await receive(page, 'safe_area_changed', { top: 24, bottom: 0, left: 0, right: 0 });
    await receive(page, 'content_safe_area_changed', { top: 46, bottom: 0, left: 0, right: 0 });
    await waitForStyle(page, 'header', 'paddingTop', '70px');
    await screenshot(page, 'telegram-mini-app-viewport-500-360');

    // A field takes the focus (the keyboard comes up): the navigation steps aside and the field stays in view.
    await viewportChanged(700, { expanded: true, stable: true });
    await page.getByRole('navigation').getByText('Поиск').click();
    await page.waitForURL((url) => url.pathname === '/v1/search');
    const field = page.getByTestId('game-search');
    await field.click();
    await viewportChanged(380, { expanded: true, stable: false });
    await nav.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-testid="game-search"]')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.bottom <= 380;
    });
    await screenshot(page, 'telegram-mini-app-keyboard-360');
    await field.evaluate((el) => (el as HTMLInputElement).blur());
    await viewportChanged(700, { expanded: true, stable: true });
    await nav.waitFor({ state: 'visible' });
  });
});

it('asks Telegram to confirm closing while the payment window is open, and stops asking after it', async () => {
  await withMiniApp(browser, stack, initDataFor(), async (page) => {
    await page.getByTestId('header-balance').click();
    await page.waitForURL((url) => url.pathname === '/v1/deposit');
    const form = page.getByTestId('deposit-form');
    await form.getByTestId('deposit-amount').fill('500');
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      form.getByRole('button', { name: 'Пополнить' }).click(),
    ]);
    await waitForPost(page, 'web_app_setup_closing_behavior', { need_confirmation: true });
    await popup.getByTestId('provider-approve').waitFor();
    await Promise.all([popup.waitForEvent('close'), popup.getByTestId('provider-approve').click()]);
    await waitForPost(page, 'web_app_setup_closing_behavior', { need_confirmation: false });
  });
});

it('asks to confirm closing during real-money play, not in demo, and gives a haptic on a win', async () => {
  await withMiniApp(browser, stack, initDataFor(), async (page) => {
    await page.getByTestId('header-balance').waitFor();
    const games = (await (await stack.server.api('/games?per_page=1')).json()) as { data: { slug: string }[] };
    const slug = games.data[0]?.slug ?? '';
    // A Telegram account counts as verified: real money plays at once.
    // In-app navigation: the page, and Telegram's stand-in, stay as they are.
    await navigateInApp(page, `/v1/play/${slug}?mode=real`);
    await page.getByTestId('game-frame').waitFor();
    await waitForPost(page, 'web_app_setup_closing_behavior', { need_confirmation: true });
    await page.getByTestId('mode-demo').click();
    await page.getByTestId('demo-balance').waitFor();
    await waitForPost(page, 'web_app_setup_closing_behavior', { need_confirmation: false });

    const frame = await (await page.getByTestId('game-frame').elementHandle())?.contentFrame();
    await frame?.getByTestId('slot-spin').waitFor();
    // What the slot page posts after a paying spin.
    await frame?.evaluate(() =>
      window.parent.postMessage({ type: 'spin', sessionId: 'x', balance: '1005.00', win: '5.00', stake: '1.00' }, '*'),
    );
    await waitForPost(page, 'web_app_trigger_haptic_feedback', { type: 'notification', notification_type: 'success' });
  });
});

it('shows a clear screen with e-mail sign-in when the initData does not verify', async () => {
  await withMiniApp(browser, stack, initDataFor('999:not-the-bot-token'), async (page) => {
    const refused = page.getByTestId('telegram-sign-in-refused');
    await refused.waitFor();
    // The page speaks Russian (the default), so the server's refusal does too.
    await refused.getByText('Не удалось проверить данные Telegram.').waitFor();
    expect(await page.getByTestId('header-balance').count()).toBe(0);
    await waitForPost(page, 'web_app_trigger_haptic_feedback', { type: 'notification', notification_type: 'error' });
    await screenshot(page, 'telegram-mini-app-refused-360');
    await refused.getByTestId('telegram-refused-email').click();
    await page.waitForURL((url) => url.pathname === '/v1/sign-in');
    await page.getByTestId('sign-in-form').waitFor();
    expect(await refused.count()).toBe(0);
  });
});
