/** Jest globalTeardown of the e2e project: stops the shared Chromium. */
import type { BrowserServer } from 'playwright-core';

export default async function e2eGlobalTeardown(): Promise<void> {
  await (globalThis as { sharedBrowser?: BrowserServer }).sharedBrowser?.close();
}
