/** The build-version check: when a newer build is deployed, the open page offers a reload. */
import { newContext } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';

setUpBrowserSuite({ config: { versionPollMs: 300 } });

test('a page open during a deploy offers a reload, and reloading loads the page again', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  let deployed = false;
  // The real version.json of this build until the "deploy"; then the one a newer build would write.
  await page.route('**/version.json', async (route) => {
    if (!deployed) return route.continue();
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ version: 'newer-build', built_at: new Date().toISOString() }),
    });
  });
  await page.goto(`${stack.spaUrl}/faq`);
  await page.getByRole('main').waitFor();
  await page.waitForResponse((r) => r.url().endsWith('/version.json'));
  await expect(page.getByText('Вышла новая версия сайта').isVisible()).resolves.toBe(false);

  deployed = true;
  await page.getByText('Вышла новая версия сайта').waitFor();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Обновить' }).click();
  await reloaded;
  await context.close();
});
