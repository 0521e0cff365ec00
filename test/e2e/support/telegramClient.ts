/**
 * A stand-in for Telegram's mobile client, for the Mini App browser tests: the app posts through
 * `window.TelegramWebviewProxy.postEvent(type, data)` (recorded here before any page script runs), and Telegram's
 * events reach the app through `window.Telegram.WebView.receiveEvent(type, data)`. Pages are opened with launch
 * parameters signed with the server's development bot token, as Telegram would open them (docs/telegram.md).
 */
import type { Browser, Page } from 'playwright-core';
import { DEV_TELEGRAM_BOT_TOKEN } from '../../../server/config';
import { signTelegramInitData } from '../../../server/lib/signatures';
import { miniAppLaunchFragment } from '../../../scripts/telegramLaunch';
import { newContext, VIEWPORTS, withPageOf } from './browser';
import { blockExternalScripts } from './suite';
import type { Stack } from './stack';

export const LIGHT = {
  bg_color: '#ffffff',
  secondary_bg_color: '#f1f1f1',
  text_color: '#000000',
  hint_color: '#999999',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
};

export interface Posted {
  type: string;
  data: Record<string, unknown> | null;
}

interface TelegramStandIn {
  posted: Posted[];
}

let nextUserId = 5_560_001;

/** initData for a new Telegram user, signed with the server's bot token (or another, to be refused). */
export function initDataFor(botToken = DEV_TELEGRAM_BOT_TOKEN): string {
  const id = nextUserId++;
  const user = JSON.stringify({ id, first_name: 'Мини', username: `mini_${id}`, language_code: 'ru' });
  return signTelegramInitData(botToken, {
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user,
    auth_date: String(Math.floor(Date.now() / 1000)),
  }).dataString;
}

/**
 * Runs `body` with a phone-sized page opened the way Telegram's Android client opens a Mini App, and closes its
 * context afterwards, pass or fail.
 */
export async function withMiniApp<T>(
  browser: Browser,
  stack: Stack,
  initData: string,
  body: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await newContext(browser, { viewport: VIEWPORTS.phone });
  await blockExternalScripts(context);
  await context.addInitScript(() => {
    const standIn: TelegramStandIn = { posted: [] };
    Object.assign(window, {
      telegramStandIn: standIn,
      TelegramWebviewProxy: {
        postEvent(type: string, data?: string) {
          standIn.posted.push({
            type,
            data: data === undefined ? null : (JSON.parse(data) as Record<string, unknown>),
          });
        },
      },
    });
  });
  return withPageOf(context, async (page) => {
    await page.goto(`${stack.spaUrl}/v1#${miniAppLaunchFragment(initData)}`);
    return body(page);
  });
}

/** Everything the app posted to Telegram so far. */
export const posted = (page: Page): Promise<Posted[]> =>
  page.evaluate(() => (window as unknown as { telegramStandIn: TelegramStandIn }).telegramStandIn.posted);

/** Waits until the app posted `type` (with data matching `data`, when given) and returns that post. */
export async function waitForPost(page: Page, type: string, data: Record<string, unknown> = {}): Promise<Posted> {
  const handle = await page.waitForFunction(
    ([wanted, fields]) =>
      (window as unknown as { telegramStandIn: TelegramStandIn }).telegramStandIn.posted.findLast(
        (post) => post.type === wanted && Object.entries(fields).every(([key, value]) => post.data?.[key] === value),
      ),
    [type, data] as const,
  );
  return (await handle.jsonValue()) as Posted;
}

/** Waits until Telegram's back button was last set to `visible`. */
export async function waitForBackButton(page: Page, visible: boolean): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      (window as unknown as { telegramStandIn: TelegramStandIn }).telegramStandIn.posted.findLast(
        (post) => post.type === 'web_app_setup_back_button',
      )?.data?.is_visible === wanted,
    visible,
  );
}

/** Telegram sends an event to the app. */
export function receive(page: Page, type: string, data?: unknown): Promise<void> {
  return page.evaluate(
    ([eventType, eventData]) => {
      (
        window as unknown as { Telegram: { WebView: { receiveEvent: (t: string, d: unknown) => void } } }
      ).Telegram.WebView.receiveEvent(eventType as string, eventData);
    },
    [type, data] as const,
  );
}
