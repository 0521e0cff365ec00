/**
 * Every write endpoint against bad input: missing and extra fields, wrong types, non-object bodies, broken JSON,
 * 1 MB bodies, SQL meta-characters and unicode. Each answers the right 4xx in the Laravel shape and leaves the
 * database exactly as it was (a row-count + content hash of every table, before and after).
 */
import { contractServerForFile, demoTokensForFile } from '../../support/contractServer';
import { expectLaravelError, snapshot } from '../../support/contractServerHelpers';
import { signTelegramInitData } from '../../../server/lib/signatures';
import { DEV_TELEGRAM_BOT_TOKEN } from '../../../server/config';

const server = contractServerForFile();
const tokens = demoTokensForFile(server, 'player', 'unverified');
// The demo accounts' saved language is Russian; this file reads Laravel's English wording.
beforeAll(() => {
  server.db.prepare("UPDATE users SET locale = 'en'").run();
});

type FieldType = 'string' | 'boolean' | 'object' | 'nullable-string';
interface Endpoint {
  method: 'POST' | 'PATCH';
  path: string;
  auth?: 'player' | 'unverified';
  valid: Record<string, unknown>;
  /** every field the endpoint reads, with its type; each is required unless `optional` names it */
  types: Record<string, FieldType>;
  optional?: string[];
  /** fields that receive SQL meta-characters and unicode and must still be refused */
  probe?: string[];
  extraAllowed?: boolean;
  /** takes a form body too (pusher-js posts one); every other endpoint takes JSON only */
  formAllowed?: boolean;
}

const SQL = "' OR '1'='1'; DROP TABLE users; --";
const UNICODE = 'Пароль-🎰-\u202e-\u0000-é';

function telegramBody() {
  const { dataString, hash } = signTelegramInitData(DEV_TELEGRAM_BOT_TOKEN, {
    auth_date: String(Math.floor(Date.now() / 1000)),
    user: JSON.stringify({ id: 7770001, first_name: 'Probe' }),
  });
  return { dataString, hash, user: { id: 7770001, first_name: 'Probe' }, app: true };
}

/** The fields of a Telegram sign-in body, which both Telegram endpoints take. */
const telegramFields: Pick<Endpoint, 'types' | 'probe'> = {
  types: { dataString: 'string', hash: 'string', user: 'object', app: 'boolean' },
  probe: ['dataString', 'hash'],
};

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/auth/sign-in',
    valid: { email: 'player@example.com', password: 'wrong-password' },
    types: { email: 'string', password: 'string' },
    probe: ['email', 'password'],
  },
  {
    method: 'POST',
    path: '/auth/sign-up',
    valid: {
      email: 'player@example.com',
      password: 'secret-pass',
      password_confirmation: 'secret-pass',
      terms: true,
      adult: true,
      currency: 'USD',
    },
    types: {
      email: 'string',
      password: 'string',
      password_confirmation: 'string',
      terms: 'boolean',
      adult: 'boolean',
      currency: 'string',
      referral_code: 'nullable-string',
    },
    optional: ['referral_code'],
    probe: ['email', 'currency', 'referral_code'],
  },
  {
    method: 'POST',
    path: '/auth/telegram',
    valid: { ...telegramBody(), hash: 'f'.repeat(64) },
    ...telegramFields,
  },
  {
    method: 'POST',
    path: '/auth/telegram/link',
    auth: 'player',
    valid: { ...telegramBody(), hash: '0'.repeat(64) },
    ...telegramFields,
  },
  {
    method: 'POST',
    path: '/auth/restore-password',
    valid: { email: 'x' },
    types: { email: 'string' },
    probe: ['email'],
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    valid: {
      email: 'player@example.com',
      token: 'not-a-real-token',
      password: 'new-password',
      password_confirmation: 'new-password',
    },
    types: { email: 'string', token: 'string', password: 'string', password_confirmation: 'string' },
    probe: ['email', 'token'],
  },
  {
    method: 'POST',
    path: '/broadcasting/auth',
    auth: 'player',
    valid: { socket_id: '1.2', channel_name: 'private-App.Models.User.someone-else' },
    types: { socket_id: 'string', channel_name: 'string' },
    probe: ['socket_id', 'channel_name'],
    extraAllowed: true,
    formAllowed: true,
  },
  {
    method: 'POST',
    path: '/withdrawals',
    auth: 'player',
    valid: { amount: '99999999', method: 'card', details: '4276 0000 0000 1234' },
    types: { amount: 'string', method: 'string', details: 'string' },
    probe: ['amount', 'method'],
  },
  {
    method: 'PATCH',
    path: '/profile',
    auth: 'player',
    valid: { locale: 'de' },
    types: { name: 'string', locale: 'string' },
    optional: ['name', 'locale'],
    probe: ['locale'],
  },
  {
    method: 'POST',
    path: '/profile/password',
    auth: 'player',
    valid: { current_password: 'wrong-current', password: 'new-password', password_confirmation: 'new-password' },
    types: { current_password: 'string', password: 'string', password_confirmation: 'string' },
    probe: ['current_password'],
  },
  {
    method: 'POST',
    path: '/bug-reports',
    valid: { description: '', report: {} },
    types: { description: 'string', report: 'object' },
  },
  {
    method: 'POST',
    path: '/dev/simulate',
    valid: { email: 'nobody@example.com', event: 'payment' },
    types: { email: 'string', event: 'string', amount: 'string' },
    optional: ['amount'],
    probe: ['email', 'event', 'amount'],
  },
];

const wrongValues = (t: FieldType): unknown[] =>
  t === 'boolean'
    ? ['true', 1, null, []]
    : t === 'object'
      ? ['{"id":1}', 1, null, [1]]
      : t === 'nullable-string'
        ? [123, true, ['x'], { a: 1 }]
        : [123, true, ['x'], { a: 1 }, null];

async function send(e: Endpoint, body: string, contentType = 'application/json'): Promise<Response> {
  const token = e.auth === undefined ? undefined : tokens[e.auth];
  return fetch(`${server.apiUrl}${e.path}`, {
    method: e.method,
    headers: {
      'content-type': contentType,
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
}

async function expectRefused(
  e: Endpoint,
  body: string,
  statuses: number[],
  contentType?: string,
): Promise<Record<string, unknown>> {
  // A request refused for its body still counts as a use of its token, and a token's last use is written once a
  // minute: on a slow run that write would land inside this request. Make it now, so the snapshots compare only what
  // the request itself could change.
  if (e.auth !== undefined) server.domain.tokens.owner(tokens[e.auth]);
  const before = snapshot(server.db);
  const res = await send(e, body, contentType);
  const parsed = (await res.json()) as Record<string, unknown>;
  if (!statuses.includes(res.status))
    throw new Error(
      `${e.method} ${e.path} ${body.slice(0, 120)} → ${res.status} ${JSON.stringify(parsed).slice(0, 200)}`,
    );
  expectLaravelError(parsed);
  expect(snapshot(server.db)).toEqual(before);
  return parsed;
}

describe.each(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_name, e) => {
  it('refuses the valid-looking but wrong request itself without changes', async () => {
    await expectRefused(e, JSON.stringify(e.valid), [403, 404, 409, 422]);
  });

  it('names each missing required field', async () => {
    for (const field of Object.keys(e.types).filter((f) => !e.optional?.includes(f))) {
      const body = { ...e.valid };
      delete body[field];
      const res = await expectRefused(e, JSON.stringify(body), [422]);
      expect((res.errors as Record<string, string[]>)[field]).toEqual([
        `The ${field.replace(/_/g, ' ')} field is required.`,
      ]);
    }
  });

  it('refuses extra fields', async () => {
    if (e.extraAllowed) return;
    const res = await expectRefused(e, JSON.stringify({ ...e.valid, is_admin: true }), [422]);
    expect((res.errors as Record<string, string[]>).is_admin).toEqual(['The is admin field is not allowed.']);
  });

  it('refuses wrong types', async () => {
    for (const [field, type] of Object.entries(e.types)) {
      for (const value of wrongValues(type)) {
        const res = await expectRefused(e, JSON.stringify({ ...e.valid, [field]: value }), [422]);
        expect(Object.keys(res.errors as object)).toContain(field);
      }
    }
  });

  it('refuses bodies that are not JSON objects, broken JSON and other content types', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) await expectRefused(e, body, [400, 422]);
    for (const body of ['{', '{"email":', "{'a':1}", '']) await expectRefused(e, body, [400]);
    await expectRefused(e, 'email=a', [415], 'text/plain');
    if (!e.formAllowed) {
      const form = new URLSearchParams(Object.entries(e.valid).map(([k, v]) => [k, String(v)])).toString();
      await expectRefused(e, form, [415], 'application/x-www-form-urlencoded');
    }
  });

  it('refuses a 1 MB body with 413', async () => {
    const big = JSON.stringify({ ...e.valid, padding: 'x'.repeat(1024 * 1024) });
    await expectRefused(e, big, [413]);
  });

  it('refuses SQL meta-characters and odd unicode in identifying fields', async () => {
    for (const field of e.probe ?? []) {
      for (const value of [SQL, UNICODE, "player@example.com' --", '%', '\u0000']) {
        await expectRefused(e, JSON.stringify({ ...e.valid, [field]: value }), [403, 404, 409, 422]);
      }
    }
  });
});

it('refuses a form even with the right credentials: the API takes JSON only', async () => {
  const res = await fetch(`${server.apiUrl}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'player@example.com', password: 'player-password' }).toString(),
  });
  expect(res.status).toBe(415);
  const body = (await res.json()) as Record<string, unknown>;
  expectLaravelError(body);
  expect(body.token).toBeUndefined();
});

it('survived every probe: the users table and demo sign-in still work', async () => {
  expect((server.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(3);
  await expect(server.signInAs('player')).resolves.toEqual(expect.any(String));
});
