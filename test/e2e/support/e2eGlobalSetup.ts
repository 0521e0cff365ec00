/** Jest globalSetup of the e2e project: a fresh enough dist/ (globalSetup.ts) and the run's shared Chromium. */
import buildIfStale from './globalSetup';
import { startSharedBrowser } from './sharedBrowser';

export default async function e2eGlobalSetup(): Promise<void> {
  buildIfStale();
  // Jest keeps globalThis from set-up to tear-down (in its own process, apart from the tests).
  (globalThis as { sharedBrowser?: unknown }).sharedBrowser = await startSharedBrowser();
}
