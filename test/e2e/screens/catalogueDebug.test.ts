import { launchBrowser, newContext, startStack, screenshot } from '../support';
jest.setTimeout(120000);
test('debug english', async () => {
  const stack = await startStack();
  const browser = await launchBrowser();
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${stack.spaUrl}/games`);
  await page.getByTestId('game-card').first().waitFor();
  await page.getByRole('button', { name: 'EN' }).click();
  await page.getByText('Games found:').waitFor();
  await screenshot(page, 'debug-catalogue-en-games');
  await page.goto(`${stack.spaUrl}/payout`);
  await page.getByText('Payout feed').waitFor();
  await browser.close();
  await stack.close();
});
