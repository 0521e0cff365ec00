/**
 * The slot page speaks the interface's language, whatever the browser's own is: an English interface in a Russian
 * browser gets "Demo mode", "Stake", "Spin" and an English result on both route generations; the Russian interface
 * writes the demo balance with Russian separators («1 000,00»), above the frame and inside it.
 */
import type { Page } from 'playwright-core';
import { apiJson } from '../support/api';
import { newContext, screenshot, VIEWPORTS } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';

jest.setTimeout(120_000);
setUpBrowserSuite({ page: 'none' });

const CYRILLIC = /[а-яё]/i;

async function openSlot(
  lang: 'ru' | 'en',
  path: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  // A Russian browser either way: the language comes from the interface's choice (kept in localStorage).
  const context = await newContext(browser, { viewport, locale: 'ru-RU' });
  await context.addInitScript((chosen) => window.localStorage.setItem('locale', chosen), lang);
  const page = await context.newPage();
  await page.goto(`${stack.spaUrl}${path}`);
  await page.frameLocator('[data-testid="game-frame"]').getByTestId('slot-spin').waitFor();
  return page;
}

let slug = '';
beforeAll(async () => {
  const { data } = await apiJson<{ data: { slug: string }[] }>(stack.apiUrl, '/games?per_page=1');
  slug = data[0]?.slug ?? '';
});

test.each([
  ['/play', VIEWPORTS.desktop, '1440'],
  ['/v1/play', VIEWPORTS.phone, '360'],
] as const)(
  'in the English interface the slot on %s/<slug> is English, its spin result too',
  async (prefix, viewport, size) => {
    const page = await openSlot('en', `${prefix}/${slug}?mode=demo`, viewport);
    try {
      const slot = page.frameLocator('[data-testid="game-frame"]');
      await slot.getByText('Demo mode').waitFor();
      await slot.getByText('Stake').waitFor();
      expect(await slot.getByTestId('slot-spin').innerText()).toBe('Spin');
      expect(await slot.getByTestId('slot-balance').innerText()).toBe('1,000.00');
      await slot.getByTestId('slot-spin').click();
      const result = slot.getByTestId('slot-message');
      await result.filter({ hasText: /^(No win|Win: [\d,.]+)$/ }).waitFor();
      expect(await slot.locator('body').innerText()).not.toMatch(CYRILLIC);
      await screenshot(page, `slot-en-${size}`, { fullPage: false });
    } finally {
      await page.context().close();
    }
  },
);

test('in the Russian interface the demo balance has Russian separators, above the frame and inside it', async () => {
  const page = await openSlot('ru', `/play/${slug}?mode=demo`);
  try {
    expect(await page.getByTestId('demo-balance').innerText()).toBe('Демо-баланс: 1\u00a0000,00');
    const slot = page.frameLocator('[data-testid="game-frame"]');
    expect(await slot.getByTestId('slot-balance').innerText()).toBe('1\u00a0000,00');
    await slot.getByText('Демо-режим').waitFor();
    await screenshot(page, 'slot-ru-1440', { fullPage: false });
  } finally {
    await page.context().close();
  }
});
