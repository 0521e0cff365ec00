/**
 * Every route of both generations as player@example.com, at 1440 and 360 px (support/routeVisits.ts says what is
 * checked). The guest's visits are in allRoutesGuest.test.ts.
 */
import type { BrowserContext } from 'playwright-core';
import { blockExternalScripts, browser, DEMO, newContext, setUpBrowserSuite, signInThroughUi, stack } from '../support';
import { setUpRouteVisits, visitAll } from '../support/routeVisits';

jest.setTimeout(600_000);

setUpBrowserSuite();
setUpRouteVisits();

describe('every route as player@example.com', () => {
  let player: BrowserContext;
  beforeAll(async () => {
    player = await newContext(browser);
    await blockExternalScripts(player);
    const page = await player.newPage();
    await signInThroughUi(page, DEMO.player.email, DEMO.player.password, { baseUrl: stack.spaUrl });
    await page.close();
  });
  afterAll(async () => player?.close());

  it('at 1440 px', async () => visitAll(player, 'player', 'desktop'));
  it('at 360 px', async () => visitAll(player, 'player', 'phone'));
});
