/** The static SPA server: caching rules, /config.js, SPA fallback, and no escape from dist/. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSpaServer, type SpaServer } from '../../../scripts/serveSpa';

let dir: string;
let spa: SpaServer;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>spa</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'main.0123456789.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'version.json'), '{"version":"x"}');
  fs.writeFileSync(path.join(os.tmpdir(), 'outside-secret.txt'), 'secret');
  spa = await startSpaServer({ port: 0, distDir: dir, config: { apiBaseUrl: 'http://api.test/api', telegramBotName: '</script>' } });
});
afterAll(async () => {
  await spa?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('hashed assets are cached for a year, index.html and version.json are revalidated', async () => {
  const asset = await fetch(`${spa.url}/assets/main.0123456789.js`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toContain('immutable');
  expect(asset.headers.get('content-type')).toContain('javascript');
  const index = await fetch(`${spa.url}/`);
  expect(index.headers.get('cache-control')).toBe('no-cache');
  expect(await index.text()).toContain('<title>spa</title>');
  expect((await fetch(`${spa.url}/version.json`)).headers.get('cache-control')).toBe('no-cache');
});

test('/config.js carries the run-time configuration and is never cached', async () => {
  const res = await fetch(`${spa.url}/config.js`);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = await res.text();
  expect(body).toContain('"apiBaseUrl":"http://api.test/api"');
  expect(body).not.toContain('</script>');
});

test('routes of the SPA fall back to index.html, missing files are 404', async () => {
  const route = await fetch(`${spa.url}/games/tagged/slots?x=1`);
  expect(route.status).toBe(200);
  expect(await route.text()).toContain('<title>spa</title>');
  expect((await fetch(`${spa.url}/assets/missing.js`)).status).toBe(404);
});

test('paths cannot escape the build folder', async () => {
  for (const probe of ['/../outside-secret.txt', '/%2e%2e/outside-secret.txt', '/assets/..%2f..%2foutside-secret.txt']) {
    const res = await fetch(`${spa.url}${probe}`);
    expect(await res.text()).not.toContain('secret');
  }
});
