/** Reports from players' browsers: anyone may send one, it is throttled per IP, and only an administrator lists them. */
import { contractServerForFile, startTestContractServer } from '../../../support/contractServer';
import { expectLaravelError, json } from '../../../support/contractServerHelpers';

const server = contractServerForFile();

const report = {
  kind: 'error',
  message: 'TypeError: x is undefined',
  stack: 'at GameCard (main.js:1:2)',
  route: '/games',
  app_version: 'abc123',
  actions: ['games/opened', 'api/executeQuery/fulfilled'],
};

it('stores a report from a guest and lists it, newest first, to an administrator only', async () => {
  const sent = await server.api('/client-errors', {
    method: 'POST',
    json: report,
    headers: { 'user-agent': 'TestBrowser/1' },
  });
  expect(sent.status).toBe(204);
  await server.api('/client-errors', {
    method: 'POST',
    json: { kind: 'vital', message: 'LCP', value: 1234.5, route: '/', app_version: 'abc123', actions: [] },
  });

  const admin = await server.signInAs('admin');
  const list = await json<{ data: Record<string, unknown>[]; meta: { total: number } }>(
    await server.api('/admin/client-errors', { token: admin }),
  );
  expect(list.data[0]).toEqual(expect.objectContaining({ kind: 'vital', message: 'LCP', value: 1234.5, route: '/' }));
  expect(list.data[1]).toEqual({
    ...report,
    id: expect.any(Number),
    user_agent: 'TestBrowser/1',
    created_at: expect.any(String),
  });
  const vitals = await json<{ data: { kind: string }[] }>(
    await server.api('/admin/client-errors?kind=vital', { token: admin }),
  );
  expect(vitals.data.map((r) => r.kind)).toEqual(['vital']);

  expect((await server.api('/admin/client-errors', { token: await server.signInAs('player') })).status).toBe(403);
  expect((await server.api('/admin/client-errors')).status).toBe(401);
});

it('refuses a report that is not one with 422 in the Laravel shape', async () => {
  const withState = await server.api('/client-errors', {
    method: 'POST',
    json: { ...report, state: { balance: '10.00' } },
  });
  expect(withState.status).toBe(422);
  expectLaravelError(await withState.json());
  const bad = await server.api('/client-errors', { method: 'POST', json: { ...report, kind: 'log' } });
  expect(bad.status).toBe(422);
  const body = (await bad.json()) as { errors: Record<string, string[]> };
  expectLaravelError(body);
  expect(Object.keys(body.errors)).toEqual(['kind']);
});

it('throttles reports per IP with 429 and Retry-After', async () => {
  const strict = await startTestContractServer({
    rateLimits: { clientError: { perIp: { max: 2, windowSeconds: 60 } } },
  });
  try {
    for (let i = 0; i < 2; i++)
      expect((await strict.api('/client-errors', { method: 'POST', json: report })).status).toBe(204);
    const refused = await strict.api('/client-errors', { method: 'POST', json: report });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  } finally {
    await strict.close();
  }
});
