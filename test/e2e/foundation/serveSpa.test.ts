/**
 * The production SPA server over raw HTTP (Node's fetch hides 304s and decompresses): precompressed
 * brotli/gzip, cache headers, conditional requests, security headers, /config.js, SPA fallback, 404s,
 * preload hints for a page's screen and no escape from the build folder, on a build folder made here the way
 * webpack makes it (.br/.gz twins). The real build under its Content-Security-Policy: contentSecurityPolicy.test.ts.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { RawAppConfig } from '../../../src/config/appConfig';
import { startSpaServer, type SpaServer } from '../../../scripts/serveSpa';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** GET (or another method) with exactly the headers given: no automatic Accept-Encoding, no decompression. */
function request(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const SCRIPT = 'export function greet(name) { return `hello, ${name}`; }\n'.repeat(200);
const INDEX =
  '<!doctype html><html><head><title>spa</title><script defer src="/assets/main.0123456789.js"></script></head><body><div id="root"></div></body></html>';

let dir: string;
let spa: SpaServer;
let config: RawAppConfig;
const apiConfig: RawAppConfig = {
  apiBaseUrl: 'http://api.test:8000/api',
  realtime: { host: 'ws.test', port: 8002, scheme: 'ws', key: 'k', cluster: '' },
  telegramBotName: '</script>',
};

/** Writes a file and its .br and .gz twins, like the production build. */
function writeCompressed(file: string, body: string): void {
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(body));
  fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  writeCompressed(path.join(dir, 'index.html'), INDEX);
  writeCompressed(path.join(dir, 'telegram-login.html'), '<!doctype html><title>widget</title>');
  writeCompressed(path.join(dir, 'assets', 'main.0123456789.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets', 'main.0123456789.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  fs.writeFileSync(path.join(dir, 'version.json'), '{"version":"x"}');
  // As the build writes it: each lazily loaded chunk group's files; an entry that is not one of the build's assets is
  // never announced.
  fs.writeFileSync(
    path.join(dir, 'preload-manifest.json'),
    JSON.stringify({
      'screen-games': ['/assets/9001.0123456789.js', '/assets/screen-games.0123456789.js'],
      'screen-home': ['/assets/screen-home.0123456789.js', 'https://elsewhere.example/x.js'],
      'compact-layout': ['/assets/compact-layout.0123456789.js'],
    }),
  );
  fs.writeFileSync(path.join(os.tmpdir(), 'outside-secret.txt'), 'secret');
  config = { ...apiConfig };
  spa = await startSpaServer({ port: 0, distDir: dir, config: () => config });
});
afterAll(async () => {
  await spa?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('assets go out as brotli to browsers that accept it, gzip to those that accept only gzip, plain otherwise', async () => {
  const url = `${spa.url}/assets/main.0123456789.js`;
  const br = await request(url, { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toContain('javascript');
  expect(br.headers.vary).toContain('accept-encoding');
  expect(br.body.length).toBeLessThan(SCRIPT.length / 10);
  expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

  const gzip = await request(url, { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

  const plain = await request(url);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(SCRIPT);
});

test('hashed assets are cached for a year; index.html, config.js and version.json are revalidated', async () => {
  expect((await request(`${spa.url}/assets/main.0123456789.js`)).headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  const index = await request(`${spa.url}/`, { 'accept-encoding': 'br' });
  expect(index.headers['cache-control']).toBe('no-cache');
  expect(index.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(index.body).toString()).toBe(INDEX);
  expect((await request(`${spa.url}/config.js`)).headers['cache-control']).toBe('no-cache');
  expect((await request(`${spa.url}/version.json`)).headers['cache-control']).toBe('no-cache');
});

test('conditional requests are answered 304 without a body', async () => {
  for (const target of ['/assets/main.0123456789.js', '/', '/games', '/config.js']) {
    const first = await request(`${spa.url}${target}`, { 'accept-encoding': 'br' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await request(`${spa.url}${target}`, { 'accept-encoding': 'br', 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  }
  const asset = await request(`${spa.url}/assets/main.0123456789.js`);
  const since = await request(`${spa.url}/assets/main.0123456789.js`, {
    'if-modified-since': asset.headers['last-modified'] ?? '',
  });
  expect(since.status).toBe(304);
});

test('pages carry a Content-Security-Policy built from the configuration; every answer has nosniff and a referrer policy', async () => {
  config = { ...apiConfig, telegramBotName: '' };
  const home = await request(`${spa.url}/`);
  const csp = home.headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("connect-src 'self' http://api.test:8000 ws://ws.test:8002");
  expect(csp).toContain("img-src 'self' data: http://api.test:8000");
  expect(csp).toContain('frame-src http://api.test:8000');
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).not.toContain('telegram');
  expect(csp).not.toContain('unsafe-eval');
  expect(home.headers['x-content-type-options']).toBe('nosniff');
  expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The connection to the API opens while the bundle downloads.
  expect(home.headers.link).toContain('<http://api.test:8000>; rel=preconnect; crossorigin');
  const asset = await request(`${spa.url}/assets/main.0123456789.js`);
  expect(asset.headers['x-content-type-options']).toBe('nosniff');
  expect(asset.headers['content-security-policy']).toBeUndefined();

  // The Mini App pages may be framed by Telegram's web client; they load no script from Telegram (the bridge is bundled).
  const miniApp = (await request(`${spa.url}/v1/games`)).headers['content-security-policy'] ?? '';
  expect(miniApp).toContain("frame-ancestors 'self' https://web.telegram.org");
  expect(miniApp).toContain("script-src 'self';");

  // With a bot configured, the SPA's pages may frame the widget's own page, and still never evaluate code...
  config = { ...apiConfig, telegramBotName: 'games_bot' };
  for (const pathname of ['/', '/sign-in', '/settings', '/v1/sign-in']) {
    const page = (await request(`${spa.url}${pathname}`)).headers['content-security-policy'] ?? '';
    expect(page).toContain("script-src 'self';");
    expect(page).not.toContain('unsafe-eval');
    expect(page).toContain("frame-src http://api.test:8000 'self'");
  }
  // ...while that page alone loads telegram-widget.js (which needs eval), frames Telegram's OAuth page, and may be
  // framed by the site only.
  const widget = (await request(`${spa.url}/telegram-login.html`)).headers['content-security-policy'] ?? '';
  expect(widget).toContain("script-src 'self' https://telegram.org 'unsafe-eval';");
  expect(widget).toContain('frame-src https://oauth.telegram.org;');
  expect(widget).toContain("frame-ancestors 'self'");
  config = { ...apiConfig };
});

test('/config.js carries the run-time configuration, and no value can close the script', async () => {
  const res = await request(`${spa.url}/config.js`);
  expect(res.headers['content-type']).toContain('javascript');
  const body = res.body.toString();
  expect(body).toContain('"apiBaseUrl":"http://api.test:8000/api"');
  expect(body).not.toContain('</script>');
});

test('routes of the SPA fall back to index.html', async () => {
  const route = await request(`${spa.url}/games/tagged/slots?x=1`);
  expect(route.status).toBe(200);
  expect(route.body.toString()).toContain('<title>spa</title>');
});

// A missing file, a source map and a compressed twin are not pages of the SPA.
test.each(['/assets/missing.js', '/assets/main.0123456789.js.map', '/assets/main.0123456789.js.br', '/favicon.ico'])(
  '%s is 404, not index.html',
  async (missing) => {
    const res = await request(`${spa.url}${missing}`);
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('<title>spa</title>');
    expect(res.body.toString()).not.toContain('secret.ts');
  },
);

test('a POST to a page is 405', async () => {
  expect((await request(`${spa.url}/`, {}, 'POST')).status).toBe(405);
});

test('a page announces the chunks its screen needs (Link preload, beside the API preconnect); the manifest is not served', async () => {
  const preloads = (link: string | string[] | undefined) =>
    [
      ...[link ?? '']
        .flat()
        .join(', ')
        .matchAll(/<([^>]+)>; rel=preload; as=script/g),
    ].map((match) => match[1]);
  const lobby = await request(`${spa.url}/games?sort=new`);
  expect(preloads(lobby.headers.link)).toEqual(['/assets/9001.0123456789.js', '/assets/screen-games.0123456789.js']);
  expect(lobby.headers.link).toContain('<http://api.test:8000>; rel=preconnect');
  // The compact lobby also needs the compact layout, a chunk of its own.
  expect(preloads((await request(`${spa.url}/v1/games`)).headers.link)).toEqual([
    '/assets/9001.0123456789.js',
    '/assets/screen-games.0123456789.js',
    '/assets/compact-layout.0123456789.js',
  ]);
  expect(preloads((await request(`${spa.url}/`)).headers.link)).toEqual(['/assets/screen-home.0123456789.js']);
  // No screen, or a screen the manifest does not know: nothing announced.
  expect(preloads((await request(`${spa.url}/no-such-page`)).headers.link)).toEqual([]);
  expect(preloads((await request(`${spa.url}/faq`)).headers.link)).toEqual([]);
  expect((await request(`${spa.url}/preload-manifest.json`)).status).toBe(404);
});

test.each([
  '/../outside-secret.txt',
  '/%2e%2e/outside-secret.txt',
  '/assets/..%2f..%2foutside-secret.txt',
  '/assets/%2e%2e/%2e%2e/outside-secret.txt',
])('the path %s cannot escape the build folder', async (probe) => {
  const res = await request(`${spa.url}${probe}`);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.body.toString()).not.toContain('secret');
});
