/**
 * The set-up of a realtime browser-test file: the realtime stack (contract server, realtime server, production SPA)
 * and a connection to the run's Chromium for the file, and the demo player's uuid (their private channel). Like `suite.ts`, each test file gets
 * its own instance of this module; the bindings are assigned by the hooks `setUpRealtimeBrowserSuite` registers.
 */
import type { Browser } from 'playwright-core';
import { connectBrowser } from './sharedBrowser';
import type { RealtimeConfig } from '../../../src/config/appConfig';
import { startRealtimeStack, type RealtimeStack } from './realtimeStack';

/** The running realtime stack of this test file. */
export let stack: RealtimeStack;
/** The Chromium of this test file. */
export let browser: Browser;
/** The demo player's uuid: their private channel is `private-App.Models.User.<uuid>`. */
export let playerUuid: string;

/** Registers the hooks of a realtime browser-test file; `realtime` adds to the SPA's realtime configuration. */
export function setUpRealtimeBrowserSuite(realtime: Partial<RealtimeConfig> = {}): void {
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startRealtimeStack(realtime), connectBrowser()]);
    const token = await stack.contract.signInAs('player');
    const res = await stack.contract.api('/auth/user', { token });
    playerUuid = ((await res.json()) as { user: { uuid: string } }).user.uuid;
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
}
