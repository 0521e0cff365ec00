/**
 * One look, one vocabulary: each light component of src/ui/primitives is drawn beside the MUI component whose look it
 * follows (test/e2e/support/look/gallery.tsx), in the site's dark theme and in the light one, and the two pictures must
 * match within a small tolerance. A radius or colour changed on one side only (a theme override, a primitive's rule)
 * shows here as a failed pair.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser';
import { bundleLookGallery } from '../support/look/bundle';

/** A pixel counts as different when one of its channels differs by more than this (of 255): antialiasing stays below. */
const CHANNEL_TOLERANCE = 24;
/** At most this share of a pair's pixels may differ (text antialiasing at a sub-pixel offset, a notch's edge). */
const PIXEL_TOLERANCE = 0.01;
/**
 * The field's label is 12 px text where MUI draws 16 px text scaled by 0.75: the glyphs rasterise a little differently
 * (3.1 % of the pair's pixels). A changed radius or border colour still moves far more than this (7.8 % for the border's
 * alpha from 0.23 to 0.4).
 */
const LOOSER: Record<string, number> = { field: 0.04 };

let browser: Browser;
let script: string;

beforeAll(async () => {
  [browser, script] = await Promise.all([launchBrowser(), bundleLookGallery()]);
});

afterAll(async () => {
  await browser?.close();
});

/** The share of pixels that differ between two PNG pictures of the same size, decoded and compared in the page. */
function differingShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second, tolerance]) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [x, y] = await Promise.all([pixels(first), pixels(second)]);
      let differing = 0;
      for (let i = 0; i < x.length; i += 4) {
        const most = Math.max(
          Math.abs(x[i]! - y[i]!),
          Math.abs(x[i + 1]! - y[i + 1]!),
          Math.abs(x[i + 2]! - y[i + 2]!),
        );
        if (most > tolerance) differing += 1;
      }
      return differing / (x.length / 4);
    },
    [a.toString('base64'), b.toString('base64'), CHANNEL_TOLERANCE] as const,
  );
}

describe.each(['dark', 'light'] as const)('in the %s theme', (themeName) => {
  let page: Page;
  beforeAll(async () => {
    const context = await newContext(browser, { viewport: { width: 600, height: 1400 }, reducedMotion: 'reduce' });
    page = await context.newPage();
    await page.addInitScript((name) => {
      (window as Window & { __LOOK_THEME__?: string }).__LOOK_THEME__ = name;
    }, themeName);
    await page.setContent('<!doctype html><html><body style="margin:0"><div id="root"></div></body></html>');
    await page.addScriptTag({ content: script });
    await page.locator('[data-pair]').first().waitFor();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  test('each primitive looks like the MUI component it follows', async () => {
    const names = await page
      .locator('[data-pair]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-pair') as string));
    expect(names.length).toBeGreaterThanOrEqual(15);
    const mismatches: string[] = [];
    for (const name of names) {
      const row = page.locator(`[data-pair="${name}"]`);
      const hover = (await row.getAttribute('data-hover')) !== null;
      const shots: Buffer[] = [];
      const sizes: string[] = [];
      for (const side of ['primitive', 'mui']) {
        // The component itself, so that a thin border or a corner is a fair share of the picture.
        const drawn = row.locator(`[data-side="${side}"] > *`).first();
        if (hover) await drawn.hover();
        else await page.mouse.move(0, 0);
        // Layout size, untouched by a running rotation (the spinner's).
        sizes.push(
          await drawn.evaluate(
            (element) => `${(element as HTMLElement).offsetWidth}×${(element as HTMLElement).offsetHeight}`,
          ),
        );
        shots.push(await drawn.screenshot({ animations: 'disabled', caret: 'hide' }));
      }
      if (sizes[0] !== sizes[1]) {
        mismatches.push(`${name}: size ${sizes[0]} (primitive) vs ${sizes[1]} (MUI)`);
        continue;
      }
      const share = await differingShare(page, shots[0] as Buffer, shots[1] as Buffer);
      if (share > (LOOSER[name] ?? PIXEL_TOLERANCE))
        mismatches.push(`${name}: ${(share * 100).toFixed(1)} % of pixels differ`);
    }
    expect(mismatches).toEqual([]);
  });
});
