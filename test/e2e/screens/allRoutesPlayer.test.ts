/**
 * Every route of both generations as player@example.com, at 1440 and 360 px (support/routeVisits.ts says what is
 * checked). The guest's visits are in allRoutesGuest.test.ts.
 */
import { setUpBrowserSuite } from '../support/suite';
import { describeRouteVisits, setUpRouteVisits } from '../support/routeVisits';

jest.setTimeout(600_000);

setUpBrowserSuite();
setUpRouteVisits();

describeRouteVisits('player');
