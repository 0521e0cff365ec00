/**
 * The game frame fills the space it has, on both route generations and at phone and desktop widths: on a 360×780
 * phone the slot's title and its Spin button are inside the visible frame, and the frame reaches down to what sits
 * below it (the compact layout's bottom navigation, or the window's bottom).
 */
import { apiJson } from '../support/api';
import { newContext, screenshot } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';

jest.setTimeout(120_000);

setUpBrowserSuite({ page: 'none' });

const SIZES = { phone: { width: 360, height: 780 }, desktop: { width: 1440, height: 900 } } as const;

test.each([
  ['phone', '/play'],
  ['phone', '/v1/play'],
  ['desktop', '/play'],
] as const)('at %s width on %s/<slug> the frame fills the screen and shows the Spin button', async (size, prefix) => {
  const { data } = await apiJson<{ data: { slug: string }[] }>(stack.apiUrl, '/games?per_page=1');
  const slug = data[0]?.slug ?? '';
  const viewport = SIZES[size];
  const context = await newContext(browser, { viewport });
  try {
    const page = await context.newPage();
    await page.goto(`${stack.spaUrl}${prefix}/${slug}?mode=demo`);
    const frame = page.getByTestId('game-frame');
    const spin = page.frameLocator('[data-testid="game-frame"]').getByTestId('slot-spin');
    await spin.waitFor();
    const box = await frame.boundingBox();
    if (!box) throw new Error('the frame is not laid out');
    // Most of the screen below the page's header and title, and not below the window.
    expect(box.height).toBeGreaterThan(viewport.height * 0.55);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    const button = await spin.boundingBox();
    if (!button) throw new Error('the Spin button is not laid out');
    expect(button.y + button.height).toBeLessThanOrEqual(box.y + box.height);
    await screenshot(page, `game-frame-${size}-${prefix.replace(/\//g, '')}`, { fullPage: false });
  } finally {
    await context.close();
  }
});
