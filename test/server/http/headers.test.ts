/**
 * Security headers on every answer of the API (helmet): JSON answers allow nothing to run, frame or sniff them; the
 * SPA (possibly another site) may still show thumbnails and frame the slot page, and the server's own HTML pages
 * keep their nonce CSPs.
 */
import { contractServerForFile, demoTokensForFile } from '../../support/contractServer';
import { json } from '../../support/contractServerHelpers';

const server = contractServerForFile({ spaUrl: 'http://spa.example.test:8080' });
const tokens = demoTokensForFile(server, 'player');

const API_CSP = "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'";

function expectApiHeaders(res: Response): void {
  expect(res.headers.get('content-security-policy')).toBe(API_CSP);
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('x-powered-by')).toBeNull();
}

it('puts them on successes, refusals, validation errors and unknown routes alike', async () => {
  const answers = await Promise.all([
    server.api('/games'),
    server.api('/auth/user'),
    server.api('/auth/user', { token: tokens.player }),
    server.api('/auth/sign-in', { method: 'POST', json: {} }),
    server.api('/no-such-route'),
    fetch(`${server.apiUrl.replace(/\/api$/, '')}/elsewhere`),
  ]);
  expect(answers.map((r) => r.status)).toEqual([200, 401, 200, 422, 404, 404]);
  for (const res of answers) expectApiHeaders(res);
  // Plain http in test mode: no HSTS (production sends it, main.test.ts).
  expect(answers[0]!.headers.get('strict-transport-security')).toBeNull();
});

it('lets the SPA show thumbnails from another site', async () => {
  const res = await server.api('/games/european-roulette/thumbnail.svg');
  expect(res.status).toBe(200);
  expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
});

it('lets the SPA frame the slot page, which keeps its own nonce CSP', async () => {
  const { url } = await json<{ url: string }>(
    await server.api('/games/european-roulette/sessions', { method: 'POST', json: { mode: 'demo' } }),
  );
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'self' http://spa.example.test:8080");
  expect(res.headers.get('x-frame-options')).toBeNull();
  expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(await res.text()).toContain(`<script nonce="${nonce}">`);
});

it('keeps the provider page a popup the SPA can watch, with its own CSP', async () => {
  const { redirect_url: page } = await json<{ redirect_url: string }>(
    await server.api('/payments', { method: 'POST', token: tokens.player, json: { amount: '150.00', method: 'card' } }),
  );
  const res = await fetch(page);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-security-policy')).toMatch(
    /^default-src 'none'; style-src 'nonce-[^']+'; form-action 'self' http:\/\/spa\.example\.test:8080; frame-ancestors 'none'/,
  );
  expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
});
