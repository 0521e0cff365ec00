/**
 * Bad input to every issue-7 write endpoint: missing and extra fields, wrong types, and negative, zero,
 * too precise or malformed amounts. Each answers 422 in the Laravel shape and leaves the database exactly as it was.
 */
import { contractServerForFile, demoTokensForFile } from '../../../support/contractServer';
import { expectLaravelError, json, snapshot } from '../../../support/contractServerHelpers';

const server = contractServerForFile();
const tokens = demoTokensForFile(server, 'player');
let spinPath: string;
beforeAll(async () => {
  const { session } = await json<{ session: { id: string } }>(
    await server.api('/games/european-roulette/sessions', {
      method: 'POST',
      token: tokens.player,
      json: { mode: 'real' },
    }),
  );
  spinPath = `/play/${session.id}/spins`;
});

type Kind = 'money' | 'enum' | 'string' | 'integer' | 'nullable-money' | 'nullable-integer';
interface Endpoint {
  method: 'POST' | 'PUT';
  /** the operation's path as openapi.yaml names it */
  path: string;
  /** where to send it when the path has a parameter (known once the file's set-up has run) */
  url?: () => string;
  auth: boolean;
  /** sends the player's token though the route is public (a real-money session answers its owner's token only) */
  ownerToken?: boolean;
  /** a body that passes validation (never sent as is: some would change data) */
  valid: Record<string, unknown>;
  fields: Record<string, Kind>;
}

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/payments',
    auth: true,
    valid: { amount: '150.00', method: 'card' },
    fields: { amount: 'money', method: 'enum' },
  },
  {
    method: 'POST',
    path: '/withdrawals',
    auth: true,
    valid: { amount: '10.00', method: 'card', details: '4276 0000 0000 1234' },
    fields: { amount: 'money', method: 'enum', details: 'string' },
  },
  {
    method: 'POST',
    path: '/play/{sessionId}/spins',
    url: () => spinPath,
    auth: false,
    ownerToken: true,
    valid: { stake: '1.00' },
    fields: { stake: 'money' },
  },
  {
    method: 'POST',
    path: '/games/european-roulette/sessions',
    auth: false,
    valid: { mode: 'demo' },
    fields: { mode: 'enum' },
  },
  {
    method: 'POST',
    path: '/payments/callback',
    auth: false,
    valid: {
      payment_id: 1,
      status: 'fulfilled',
      amount: '150.00',
      currency_code: 'RUB',
      timestamp: 1_800_000_000,
      signature: 'a'.repeat(64),
    },
    fields: { payment_id: 'integer', status: 'enum', timestamp: 'integer', signature: 'string' },
  },
  {
    method: 'PUT',
    path: '/responsible-gaming/limits',
    auth: true,
    valid: { type: 'loss', period: 'day', amount: '50.00' },
    fields: { type: 'enum', period: 'enum', amount: 'nullable-money' },
  },
  {
    method: 'PUT',
    path: '/responsible-gaming/reality-check',
    auth: true,
    valid: { minutes: 30 },
    fields: { minutes: 'nullable-integer' },
  },
  {
    method: 'POST',
    path: '/responsible-gaming/time-out',
    auth: true,
    valid: { duration: '24h' },
    fields: { duration: 'enum' },
  },
  {
    method: 'POST',
    path: '/responsible-gaming/self-exclusion',
    auth: true,
    valid: { months: 6 },
    fields: { months: 'integer' },
  },
];

const BAD_MONEY = ['-5', '-0.01', '0', '0.00', '1.001', 'abc', '1e3', '', ' 5', '5.', '.5', '1234567890123'];

function badBodies(e: Endpoint): [string, unknown][] {
  const out: [string, unknown][] = [
    ['extra field', { ...e.valid, extra: 1 }],
    ['array body', [e.valid]],
  ];
  for (const [field, kind] of Object.entries(e.fields)) {
    const { [field]: _omitted, ...rest } = e.valid;
    out.push([`missing ${field}`, rest]);
    const wrong: unknown[] =
      kind === 'string'
        ? [123, true, null]
        : kind === 'enum'
          ? [123, true, null, 'not-an-allowed-value']
          : kind.includes('integer')
            ? ['6', 6.5, true, ...(kind === 'integer' ? [null] : [])]
            : [50, true, { v: 1 }, ...(kind === 'money' ? [null] : [])];
    for (const w of wrong) out.push([`${field} = ${JSON.stringify(w)}`, { ...e.valid, [field]: w }]);
    if (kind.includes('money'))
      for (const m of BAD_MONEY) out.push([`${field} = ${JSON.stringify(m)}`, { ...e.valid, [field]: m }]);
  }
  return out;
}

const CASES = ENDPOINTS.flatMap((e) =>
  badBodies(e).map(([name, body]) => [`${e.method} ${e.path}: ${name}`, e, body] as const),
);

it.each(CASES)('%s → 422, nothing changes', async (_name, e, body) => {
  const before = snapshot(server.db);
  const res = await server.api(e.url?.() ?? e.path, {
    method: e.method,
    ...(e.auth || e.ownerToken ? { token: tokens.player } : {}),
    json: body,
  });
  expect(res.status).toBe(422);
  const answer = await json<{ message: string; errors: Record<string, string[]> }>(res);
  expectLaravelError(answer);
  expect(Object.keys(answer.errors).length).toBeGreaterThan(0);
  expect(snapshot(server.db)).toEqual(before);
});

it('asks for sign-in before looking at the body', async () => {
  for (const e of ENDPOINTS.filter((x) => x.auth)) {
    const res = await server.api(e.url?.() ?? e.path, { method: e.method, json: { nonsense: true } });
    expect(res.status).toBe(401);
  }
});
