/**
 * Accessibility checks with axe-core, run inside the page.
 *
 * axe is injected once per loaded document and `axe.run` is called directly. The route tests navigate inside the
 * running SPA, so one injection serves every screen they visit; a scan of a small screen then takes a few hundred
 * milliseconds instead of the seconds that re-injecting the library and finishing the run in a helper page costs.
 * Frames are not entered: the only frame the SPA renders is a game provider's page, which is not ours to audit.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA: the level the product promises. */
const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
  iframes: false,
};

type AxeWindow = Window & { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * Waits (up to `timeoutMs`) until no finite animation runs: a button whose colour is still fading from disabled, a
 * dialog fading in. Endless ones (spinners) do not count.
 */
export async function animationsSettled(page: Page, timeoutMs = 3000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity),
      undefined,
      { timeout: timeoutMs, polling: 50 },
    )
    .catch(() => undefined);
}

/**
 * The serious and critical axe violations on the page once its finite animations have ended (axe would otherwise
 * measure a colour the user only sees for a moment), one readable line each (empty when clean). Violations are
 * confirmed by a second scan after any animation that began during the first.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const loaded = await page.evaluate(() => (window as AxeWindow).axe !== undefined);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const scan = () =>
    page.evaluate(async (options) => (await (window as AxeWindow).axe!.run(document, options)).violations, OPTIONS);
  let violations = await scan();
  // A transition that started while axe was scanning (a «load more» button enabled as a page of results lands) is
  // measured mid-fade; the colour the user then sees is judged by a second scan once it has ended. A real failure stays.
  if (violations.length > 0) {
    await animationsSettled(page);
    violations = await scan();
  }
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ');
      return `axe ${violation.impact} ${violation.id} (${violation.help}) at ${targets}`;
    });
}
