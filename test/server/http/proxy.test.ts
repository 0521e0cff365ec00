/**
 * Behind a reverse proxy: TRUST_PROXY decides whether X-Forwarded-For/-Proto/-Host are believed (for the client IP the
 * throttles count, and for absolute URLs), PUBLIC_API_URL fixes the URLs outright; throttles count per IP and per account.
 */
import { startTestContractServer, type TestContractServer } from '../../support/contractServer';
import { json } from '../../support/contractServerHelpers';

jest.setTimeout(60_000);

interface GamesPage {
  data: { slug: string; thumbnail_url: string }[];
}

const firstThumbnail = async (server: TestContractServer, headers: Record<string, string> = {}): Promise<string> =>
  (await json<GamesPage>(await server.api('/games?per_page=1', { headers }))).data[0]!.thumbnail_url;

const signIn = (server: TestContractServer, email: string, ip?: string): Promise<Response> =>
  server.api('/auth/sign-in', {
    method: 'POST',
    json: { email, password: 'wrong-password' },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });

const FORWARDED = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'games.example.com' };
const THROTTLE = { perIp: { max: 3, windowSeconds: 60 }, perAccount: { max: 3, windowSeconds: 60 } };

describe('without TRUST_PROXY (the default)', () => {
  let server: TestContractServer;
  beforeAll(async () => {
    server = await startTestContractServer({ rateLimits: { signIn: THROTTLE } });
  });
  afterAll(() => server.close());

  it('ignores forwarded headers when it builds URLs', async () => {
    expect(await firstThumbnail(server, FORWARDED)).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${server.apiPort}/api/games/`),
    );
  });

  it('counts every attempt against the connecting address, so a made-up X-Forwarded-For does not get around the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await signIn(server, `nobody-${i}@example.com`, `198.51.100.${i}`)).status);
    expect(statuses).toEqual([422, 422, 422, 429]);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let server: TestContractServer;
  beforeAll(async () => {
    server = await startTestContractServer({ trustProxy: ['127.0.0.1'], rateLimits: { signIn: THROTTLE } });
  });
  afterAll(() => server.close());

  it('builds URLs with the scheme and host the client used', async () => {
    expect(await firstThumbnail(server, FORWARDED)).toMatch(
      /^https:\/\/games\.example\.com\/api\/games\/[a-z0-9-]+\/thumbnail\.svg$/,
    );
    const { url } = await json<{ url: string }>(
      await server.api('/games/european-roulette/sessions', {
        method: 'POST',
        json: { mode: 'demo' },
        headers: FORWARDED,
      }),
    );
    expect(url).toMatch(/^https:\/\/games\.example\.com\/api\/play\//);
  });

  it('throttles each client IP on its own, and one e-mail across all IPs', async () => {
    // Three clients behind the proxy: each has its own per-IP count.
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      for (let i = 0; i < 3; i++) expect((await signIn(server, `someone-${ip}-${i}@example.com`, ip)).status).toBe(422);
    }
    expect((await signIn(server, 'someone-else@example.com', '198.51.100.1')).status).toBe(429);
    // One account tried from ever new addresses is stopped by its own count.
    const statuses: number[] = [];
    for (let i = 10; i < 14; i++) statuses.push((await signIn(server, 'target@example.com', `198.51.100.${i}`)).status);
    expect(statuses).toEqual([422, 422, 422, 429]);
    const refused = await json<{ availableIn: number }>(await signIn(server, 'target@example.com', '198.51.100.99'));
    expect(refused.availableIn).toBeGreaterThan(0);
  });

  it('counts the IPv6 addresses of one /64 as one client, and another /64 apart', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++)
      statuses.push((await signIn(server, `v6-${i}@example.com`, `2001:db8:aa:bb::${i.toString(16)}`)).status);
    expect(statuses).toEqual([422, 422, 422, 429]);
    expect((await signIn(server, 'v6-5@example.com', '2001:db8:aa:bb:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await signIn(server, 'v6-6@example.com', '2001:db8:aa:bc::1')).status).toBe(422);
  });
});

it('uses PUBLIC_API_URL for every absolute URL, whatever the request said', async () => {
  const server = await startTestContractServer({ publicApiUrl: 'https://api.example.com/api', trustProxy: true });
  try {
    expect(await firstThumbnail(server, FORWARDED)).toMatch(/^https:\/\/api\.example\.com\/api\/games\//);
    const { url } = await json<{ url: string }>(
      await server.api('/games/european-roulette/sessions', { method: 'POST', json: { mode: 'demo' } }),
    );
    expect(url).toMatch(/^https:\/\/api\.example\.com\/api\/play\//);
    const token = await server.signInAs('player');
    const { redirect_url: redirect } = await json<{ redirect_url: string }>(
      await server.api('/payments', { method: 'POST', token, json: { amount: '150.00', method: 'card' } }),
    );
    expect(redirect).toMatch(/^https:\/\/api\.example\.com\/api\/payments\/\d+\/provider\?signature=/);
  } finally {
    await server.close();
  }
});

it('reads a hop count as "trust the nearest N proxies"', async () => {
  const server = await startTestContractServer({ trustProxy: 1, rateLimits: { signIn: THROTTLE } });
  try {
    expect(await firstThumbnail(server, FORWARDED)).toMatch(/^https:\/\/games\.example\.com\//);
    for (let i = 0; i < 3; i++) expect((await signIn(server, `hop-${i}@example.com`, '198.51.100.7')).status).toBe(422);
    // The next client address has its own count: the forwarded one was believed.
    expect((await signIn(server, 'hop-x@example.com', '198.51.100.8')).status).toBe(422);
    expect((await signIn(server, 'hop-y@example.com', '198.51.100.7')).status).toBe(429);
  } finally {
    await server.close();
  }
});
