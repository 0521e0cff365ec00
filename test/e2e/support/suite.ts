/**
 * The set-up every browser-test file shares: the stack (contract server + production SPA), started once before the
 * file's tests and stopped after them, and a connection to the run's Chromium (sharedBrowser.ts), and optionally the context and page the
 * tests use. Jest gives each test file its own instance of this module, so these bindings belong to the
 * file that imports them; they are assigned by the hooks `setUpBrowserSuite` registers.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { newContext } from './browser';
import { connectBrowser } from './sharedBrowser';
import { startStack, type Stack, type StackOverrides } from './stack';

/** The running stack of this test file. */
export let stack: Stack;
/** This test file's connection to Chromium (its contexts are its own). */
export let browser: Browser;
/** With a page option: the context of the running test (or of the whole file). */
export let context: BrowserContext;
/** With a page option: the page of the running test (or of the whole file). */
export let page: Page;

export interface BrowserSuiteOptions {
  /** Extra /config.js values for the SPA. */
  config?: StackOverrides['config'];
  /** Options of this file's contract server. */
  server?: StackOverrides['server'];
  /** A fresh context and page for each test, one for the whole file, or none (the tests open their own). */
  page?: 'perTest' | 'perFile' | 'none';
  /** Options of that context (viewport, downloads…); desktop size in Russian otherwise. */
  contextOptions?: BrowserContextOptions;
  /** Refuse every request beyond localhost in that context (Telegram's scripts are not fetched). */
  offline?: boolean;
}

/** Keeps a context offline beyond localhost: Telegram's scripts (the Login Widget) are refused, not fetched. */
export async function blockExternalScripts(target: BrowserContext): Promise<void> {
  await target.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
}

/** A fresh context (`newContext`'s options) kept offline beyond localhost. */
export async function offlineContext(of: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const fresh = await newContext(of, options);
  await blockExternalScripts(fresh);
  return fresh;
}

/** What a page of the suite needs of its options: the context's options and whether it stays offline. */
type PageOptions = Pick<BrowserSuiteOptions, 'contextOptions' | 'offline'>;

async function openPage(options: PageOptions): Promise<void> {
  context = options.offline
    ? await offlineContext(browser, options.contextOptions)
    : await newContext(browser, options.contextOptions);
  page = await context.newPage();
}

/** Registers, in the enclosing describe (or file), a fresh context and page for each test: `context` and `page`. */
export function setUpPagePerTest(options: PageOptions = {}): void {
  beforeEach(() => openPage(options));
  afterEach(() => context.close());
}

/** Registers the hooks of a browser-test file: stack and browser for the file, and the page the options ask for. */
export function setUpBrowserSuite(options: BrowserSuiteOptions = {}): void {
  beforeAll(async () => {
    [stack, browser] = await Promise.all([
      startStack({
        ...(options.config ? { config: options.config } : {}),
        ...(options.server ? { server: options.server } : {}),
      }),
      connectBrowser(),
    ]);
    if (options.page === 'perFile') await openPage(options);
  });
  afterAll(async () => {
    // Closing the connection closes every context the file opened, so a file need not close its own.
    await browser?.close();
    await stack?.close();
  });
  if (options.page === 'perTest') setUpPagePerTest(options);
}
