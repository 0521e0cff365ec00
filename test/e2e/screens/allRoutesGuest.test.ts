/**
 * Every route of both generations as a guest, at 1440 and 360 px (support/routeVisits.ts says what is checked), and
 * the auth dialogs with the keyboard alone. The signed-in player's visits are in allRoutesPlayer.test.ts.
 */
import { page, setUpBrowserSuite, setUpPagePerTest, stack } from '../support/suite';
import { DEMO } from '../support/ui';
import { describeRouteVisits, setUpRouteVisits } from '../support/routeVisits';

jest.setTimeout(600_000);

setUpBrowserSuite();
setUpRouteVisits();

describeRouteVisits('guest');

describe('auth dialogs by keyboard alone', () => {
  setUpPagePerTest({ offline: true });

  /** Presses Tab until the focused element matches, failing after `limit` presses. */
  async function tabTo(selector: string, limit = 40): Promise<void> {
    for (let i = 0; i < limit; i += 1) {
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  it('signs in: Tab to the fields, type, Enter submits', async () => {
    await page.goto(`${stack.spaUrl}/sign-in`);
    await page.getByTestId('sign-in-form').waitFor();
    await tabTo('[data-testid="sign-in-form"] input[name="email"]');
    await page.keyboard.type(DEMO.player.email);
    await tabTo('[data-testid="sign-in-form"] input[name="password"]');
    await page.keyboard.type(DEMO.player.password);
    await page.keyboard.press('Enter');
    await page.getByTestId('header-balance').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('Escape closes the sign-up dialog and returns home', async () => {
    await page.goto(`${stack.spaUrl}/sign-up`);
    await page.getByTestId('sign-up-form').waitFor();
    await tabTo('[data-testid="sign-up-form"] input[name="email"]');
    await page.keyboard.type('keyboard@example.com');
    await page.keyboard.press('Escape');
    await page.getByTestId('sign-up-form').waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/');
  });

  it("restore password: Tab, type, Enter shows the server's answer", async () => {
    await page.goto(`${stack.spaUrl}/restore-password`);
    await page.getByTestId('restore-password-form').waitFor();
    await tabTo('[data-testid="restore-password-form"] input[name="email"]');
    await page.keyboard.type(DEMO.player.email);
    await page.keyboard.press('Enter');
    await page.getByTestId('form-message').waitFor();
  });
});
