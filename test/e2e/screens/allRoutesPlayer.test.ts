/**
 * Every route of both generations as player@example.com, at 1440 and 360 px (support/routeVisits.ts says what is
 * checked). The guest's visits are in allRoutesGuest.test.ts.
 */
import type { BrowserContext } from 'playwright-core';
import { blockExternalScripts, browser, newContext, putAuthCookie, setUpBrowserSuite, stack } from '../support';
import { setUpRouteVisits, visitAll } from '../support/routeVisits';

jest.setTimeout(600_000);

setUpBrowserSuite();
setUpRouteVisits();

describe('every route as player@example.com', () => {
  let player: BrowserContext;
  beforeAll(async () => {
    player = await newContext(browser);
    await blockExternalScripts(player);
    await putAuthCookie(player, stack);
  });
  afterAll(async () => player?.close());

  it('at 1440 px', async () => visitAll(player, 'player', 'desktop'));
  it('at 360 px', async () => visitAll(player, 'player', 'phone'));
});
