/** Launches Debian's Chromium through playwright-core: one browser per test file, a fresh context per test. */
import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';

/** The Chromium binary (override with CHROMIUM_PATH). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet, offline and container-friendly. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where screenshots of the browser tests go. */
export const SCREENSHOT_DIR = path.resolve(__dirname, '..', '..', '..', 'test-results', 'screenshots');

/** Starts a headless Chromium (plain `launch()`, with its own temporary profile). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** Desktop and phone viewports the layouts are checked at. */
export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 360, height: 740 },
} as const;

/** A fresh, isolated context (own cookies and storage) in Russian, desktop-sized unless told otherwise. */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ru-RU', ...options });
}

/** Runs `body` with a new page of `context` and closes the context afterwards, pass or fail. */
export async function withPageOf<T>(context: BrowserContext, body: (page: Page) => Promise<T>): Promise<T> {
  try {
    return await body(await context.newPage());
  } finally {
    await context.close();
  }
}

/** `withPageOf` a fresh context (`newContext`'s options). */
export async function withNewPage<T>(
  browser: Browser,
  options: BrowserContextOptions,
  body: (page: Page) => Promise<T>,
): Promise<T> {
  return withPageOf(await newContext(browser, options), body);
}

/** The interface languages. */
export type Lang = 'ru' | 'en';

/**
 * A fresh context whose interface language is `lang` for a guest: the browser's own language matches, and the
 * choice is in localStorage before the SPA's first render (a signed-in player's saved language wins over it).
 */
export async function contextIn(
  browser: Browser,
  lang: Lang,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await newContext(browser, { locale: lang === 'ru' ? 'ru-RU' : 'en-US', ...options });
  await context.addInitScript((chosen) => window.localStorage.setItem('locale', chosen), lang);
  return context;
}

/**
 * Whether screenshots are saved: yes for the person running the tests, who looks at them; not in CI (`CI` set),
 * where nobody does and the captures cost about a fifth of a route sweep's time. `E2E_SCREENSHOTS=1` or `0` decides
 * either way.
 */
export const SAVE_SCREENSHOTS =
  process.env.E2E_SCREENSHOTS === undefined ? !process.env.CI : process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves a screenshot under test-results/screenshots/<name>.png: of a page (the full page unless told otherwise, or
 * only the viewport) or of one element. Does nothing when screenshots are off (`SAVE_SCREENSHOTS`).
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SAVE_SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
}
