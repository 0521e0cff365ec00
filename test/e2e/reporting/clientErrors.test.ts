/**
 * Field reports (ERROR_REPORT_URL): an error thrown in the SPA reaches the contract server's /client-errors with its
 * route, the build and the last action types, and nothing secret: no query string, no token from the message.
 */
import { apiJson } from '../support/api';
import { page, setUpBrowserSuite, stack } from '../support/suite';
import { DEMO } from '../support/ui';

jest.setTimeout(90_000);

setUpBrowserSuite({ page: 'perFile' });

interface Stored {
  kind: string;
  message: string;
  stack?: string;
  route: string;
  app_version: string;
  actions: string[];
}

beforeAll(() => {
  // The endpoint's address is known once the stack runs: the next page load reads it from /config.js.
  Object.assign(stack.config(), { errorReportUrl: `${stack.config().apiBaseUrl ?? ''}/client-errors` });
});

test('an error thrown in the SPA reaches /client-errors with its route and nothing secret', async () => {
  const resetToken = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
  const reporterLoaded = page.waitForResponse((response) =>
    /\/assets\/field-reports\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname),
  );
  await page.goto(`${stack.spaUrl}/reset-password?token=${resetToken}&email=player%40example.com`);
  await page.getByRole('heading').first().waitFor();
  await reporterLoaded;
  const bearer = 'Bearer 42|s3cr3tT0kenValue0123456789abcdef';
  await page.evaluate((secret) => {
    setTimeout(() => {
      throw new Error(`Checkout failed for ${secret}`);
    });
  }, bearer);

  const admin = await stack.server.signIn(DEMO.admin.email, DEMO.admin.password);
  let reports: Stored[] = [];
  for (let i = 0; i < 100 && reports.length === 0; i++) {
    reports = (await apiJson<{ data: Stored[] }>(stack.apiUrl, '/admin/client-errors?kind=error', admin)).data;
    if (reports.length === 0) await page.waitForTimeout(100);
  }
  expect(reports).toHaveLength(1);
  const [report] = reports;
  expect(report).toEqual(
    expect.objectContaining({ kind: 'error', route: '/reset-password', app_version: expect.stringMatching(/\S/) }),
  );
  expect(report?.message).toMatch(/^Error: Checkout failed for /);
  expect(report?.actions.length).toBeGreaterThan(0);
  const sent = JSON.stringify(report);
  for (const secret of [resetToken, 's3cr3tT0kenValue0123456789abcdef', 'player@example.com', 'player%40example.com'])
    expect(sent).not.toContain(secret);
});
