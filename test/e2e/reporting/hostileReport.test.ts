/**
 * A report file is data from outside: support opens what a player (or anyone) sent. A file whose state is full of
 * markup, script URLs and addresses of other hosts is opened in /replay and stepped through; nothing in it runs, no
 * request leaves for another host, and the markup shows as the text it is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { screenshot } from '../support/browser';
import { page, setUpBrowserSuite, stack } from '../support/suite';
import { DEMO, navigateInApp, signInThroughUi } from '../support/ui';
import { describeProblemFromMenu, downloadReport } from '../support/reportDialog';

jest.setTimeout(120_000);

const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-report-'));

setUpBrowserSuite({ page: 'perFile', contextOptions: { acceptDownloads: true } });
afterAll(() => {
  fs.rmSync(downloads, { recursive: true, force: true });
});

const EVIL_HOST = 'evil.example';
const MARKUP = [
  `<img src=x onerror="window.__pwned='img'">`,
  `<script>window.__pwned='script'</script>`,
  `"><svg onload="window.__pwned='svg'">`,
];
const URLS = [`javascript:window.__pwned='href'`, `https://${EVIL_HOST}/leak.png?from=replay`];
const URL_KEY = /url|href|image|thumbnail|src|link|avatar|icon/i;
/** What screens show as text; ids, types and names the app looks things up by stay as they are. */
const TEXT_KEY = /^(title|body|name|description|message|label|text|content|subtitle|terms|provider)$/;

/** Every string of the state and the actions turned hostile: text becomes markup, addresses point elsewhere. */
function poison(value: unknown, key = '', counter = { n: 0 }): unknown {
  if (typeof value === 'string') {
    counter.n += 1;
    if (URL_KEY.test(key)) return URLS[counter.n % URLS.length];
    if (TEXT_KEY.test(key)) return `${value} ${MARKUP[counter.n % MARKUP.length]}`;
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => poison(item, key, counter));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k, counter)]));
  return value;
}

test('a hostile report replays as inert text: no script runs, nothing leaves the page', async () => {
  await signInThroughUi(page, DEMO.player.email, DEMO.player.password, { baseUrl: stack.spaUrl });
  for (const visit of ['/games', '/bonuses', '/notifications']) {
    await navigateInApp(page, visit);
    await page.locator(`main[data-path="${visit}"]`).waitFor();
  }
  const download = await downloadReport(page, await describeProblemFromMenu(page, 'Обычный отчёт'));
  const original = path.join(downloads, 'original.json');
  await download.saveAs(original);

  const file = JSON.parse(fs.readFileSync(original, 'utf8')) as Record<string, unknown> & {
    payload: string;
    preloadedState: string;
    report: Record<string, unknown>;
    log: { checkpoints: { index: number; state: unknown }[] };
  };
  file.payload = JSON.stringify(poison(JSON.parse(file.payload)));
  file.preloadedState = JSON.stringify(poison(JSON.parse(file.preloadedState)));
  file.log.checkpoints = file.log.checkpoints.map((c) => ({ ...c, state: poison(c.state) }));
  file.report = { ...file.report, description: MARKUP.join(' '), route: URLS[0] };
  const hostile = path.join(downloads, 'hostile.json');
  fs.writeFileSync(hostile, JSON.stringify(file));

  const dialogs: string[] = [];
  const leaks: string[] = [];
  const blocked: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  // Anything that reaches the network layer for another host is a leak (it is stopped here, and counted). The page's
  // policy stops the state's image addresses before that: those show as requests failed by the policy.
  const otherHost = (url: string | URL): boolean => {
    const { hostname, protocol } = new URL(url);
    return protocol.startsWith('http') && !['localhost', '127.0.0.1'].includes(hostname);
  };
  await page.context().route(otherHost, async (route) => {
    leaks.push(route.request().url());
    await route.abort();
  });
  page.on('requestfailed', (request) => {
    if (otherHost(request.url()) && request.failure()?.errorText === 'csp') blocked.push(request.url());
  });
  await page.goto(`${stack.spaUrl}/replay`);
  await page.getByTestId('replay-file-input').setInputFiles(hostile);
  await page.getByTestId('replay-verification').waitFor();
  const frame = page.getByTestId('replay-frame');
  // The first step, then the last: the notifications page, the last one visited, shows the markup as text.
  const position = page.getByTestId('replay-position');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Home');
  await page.locator('[data-testid="replay-position"][data-position="0"]').waitFor();
  await page.keyboard.press('End');
  await expect(position.getAttribute('data-position')).resolves.not.toBe('0');
  await expect(frame.getAttribute('data-route')).resolves.toBe('/notifications');
  await frame
    .getByText(MARKUP[1] ?? '', { exact: false })
    .first()
    .waitFor();
  await screenshot(page, 'replay-hostile-report');

  const pwned = await Promise.all(
    page.frames().map((f) => f.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null)),
  );
  expect(pwned.filter(Boolean)).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(leaks).toEqual([]);
  // What tried to leave at all was the state's image addresses, stopped by the policy.
  for (const url of blocked) expect(url).toBe(URLS[1]);
  expect(await page.locator(`[href^="javascript:"]`).count()).toBe(0);
});
