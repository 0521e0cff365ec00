/**
 * "Log in as" (X-Login-As) for support: an administrator sees what a player sees, never as another administrator,
 * every request recorded in the audit admins can list, and no money, responsible-gaming or credential action.
 */
import { contractServerForFile, demoTokensForFile } from '../../../support/contractServer';
import { expectLaravelError, json, snapshot } from '../../../support/contractServerHelpers';

const server = contractServerForFile();
const tokens = demoTokensForFile(server, 'player', 'admin');
const PLAYER = '9a3c1f4e-0b7d-4c1e-9f3a-2d5e8b6c7a01';
const ADMIN = '9a3c1f4e-0b7d-4c1e-9f3a-2d5e8b6c7a03';
const as = (uuid: string) => ({ 'X-Login-As': uuid });

interface AuditPage {
  data: {
    id: number;
    actor: { uuid: string; email: string };
    target: { uuid: string; email: string };
    method: string;
    route: string;
    created_at: string;
  }[];
  meta: { total: number; current_page: number; per_page: number; last_page: number };
}

it('lets an admin see the player, and records each request with its route pattern (never the raw URL)', async () => {
  const before = (await json<AuditPage>(await server.api('/admin/impersonations', { token: tokens.admin }))).meta.total;
  const me = await server.api('/auth/user', { token: tokens.admin, headers: as(PLAYER) });
  expect(me.status).toBe(200);
  expect((await json<{ user: { uuid: string } }>(me)).user.uuid).toBe(PLAYER);
  expect((await server.api('/notifications?page=1', { token: tokens.admin, headers: as(PLAYER) })).status).toBe(200);
  const { url } = await json<{ url: string }>(
    await server.api('/games/european-roulette/sessions', {
      method: 'POST',
      token: tokens.admin,
      headers: as(PLAYER),
      json: { mode: 'demo' },
    }),
  );
  expect(url).toContain('/play/');

  const audit = await json<AuditPage>(await server.api('/admin/impersonations?per_page=3', { token: tokens.admin }));
  expect(audit.meta.total).toBe(before + 3);
  expect(audit.meta.per_page).toBe(3);
  const admin = { uuid: ADMIN, email: 'admin@example.com' };
  const player = { uuid: PLAYER, email: 'player@example.com' };
  expect(audit.data.map(({ actor, target, method, route }) => ({ actor, target, method, route }))).toEqual([
    { actor: admin, target: player, method: 'POST', route: '/api/games/:slug/sessions' },
    { actor: admin, target: player, method: 'GET', route: '/api/notifications' },
    { actor: admin, target: player, method: 'GET', route: '/api/auth/user' },
  ]);
  expect(Date.now() - Date.parse(audit.data[0]!.created_at)).toBeLessThan(60_000);
  // The listing itself is for admins only.
  expect((await server.api('/admin/impersonations', { token: tokens.player })).status).toBe(403);
  expect((await server.api('/admin/impersonations')).status).toBe(401);
});

it('never impersonates an administrator', async () => {
  const before = snapshot(server.db);
  const res = await server.api('/auth/user', { token: tokens.admin, headers: as(ADMIN) });
  // An admin "as" themselves is just themselves; another admin is refused.
  expect(res.status).toBe(200);
  const other = server.domain.repos.users.create({
    email: 'second-admin@example.com',
    name: 'Second Admin',
    passwordHash: null,
    currencyCode: 'USD',
    roles: ['admin'],
    verified: true,
  });
  const refused = await server.api('/auth/user', { token: tokens.admin, headers: as(other.uuid) });
  expect(refused.status).toBe(403);
  // In the language the admin's interface asks for (the API tests' default header is English), not their saved one.
  expect((await json<{ message: string }>(refused)).message).toBe('Administrators cannot be impersonated.');
  const tables = snapshot(server.db);
  expect(tables.impersonations).toBe(before.impersonations);
});

it('refuses money, responsible-gaming and credential actions as the player, with a message that says why', async () => {
  const before = snapshot(server.db);
  const attempts: [string, string, unknown][] = [
    ['POST', '/payments', { amount: '150.00', method: 'card' }],
    ['POST', '/withdrawals', { amount: '10.00', method: 'card', details: '4276 0000 0000 1234' }],
    ['POST', '/withdrawals/1/cancel', undefined],
    ['POST', '/games/european-roulette/sessions', { mode: 'real' }],
    ['PUT', '/responsible-gaming/limits', { type: 'deposit', period: 'day', amount: '100.00' }],
    ['PUT', '/responsible-gaming/reality-check', { minutes: 30 }],
    ['POST', '/responsible-gaming/time-out', { duration: '24h' }],
    ['POST', '/responsible-gaming/self-exclusion', { months: 6 }],
    [
      'POST',
      '/profile/password',
      { current_password: 'player-password', password: 'new-password-1', password_confirmation: 'new-password-1' },
    ],
  ];
  for (const [method, path, body] of attempts) {
    const res = await server.api(path, {
      method,
      token: tokens.admin,
      // The admin's interface in Russian: the refusal is in it.
      headers: { ...as(PLAYER), 'accept-language': 'ru' },
      ...(body !== undefined ? { json: body } : {}),
    });
    expect([path, res.status]).toEqual([path, 403]);
    const answer = await json<{ message: string }>(res);
    expectLaravelError(answer);
    expect(answer.message).toMatch(/недоступно при входе под другим пользователем/);
  }
  const after = snapshot(server.db);
  // Nothing changed but the audit rows of the attempts themselves.
  expect({ ...after, impersonations: '', total_changes: '' }).toEqual({
    ...before,
    impersonations: '',
    total_changes: '',
  });
  // The player can still do them, signed in as themselves.
  expect(
    (
      await server.api('/responsible-gaming/reality-check', {
        method: 'PUT',
        token: tokens.player,
        json: { minutes: 30 },
      })
    ).status,
  ).toBe(200);
});

it('finds players to act as by a part of the e-mail or by uuid, never an administrator', async () => {
  const find = async (q: string) =>
    json<{ data: { uuid: string; email: string; name: string }[] }>(
      await server.api(`/admin/players?q=${encodeURIComponent(q)}`, { token: tokens.admin }),
    );
  const byPart = await find('PLAYER@');
  expect(byPart.data.map((p) => p.email)).toEqual(['player@example.com']);
  expect((await find(PLAYER)).data.map((p) => p.uuid)).toEqual([PLAYER]);
  expect((await find('admin@example')).data).toEqual([]);
  // Wildcards are text, not patterns.
  expect((await find('%_')).data).toEqual([]);
  for (const query of ['?q=a', '']) {
    const refused = await server.api(`/admin/players${query}`, { token: tokens.admin });
    expect(refused.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(refused);
    expectLaravelError(body);
    expect(Object.keys(body.errors)).toEqual(['q']);
  }
  expect((await server.api('/admin/players?q=player', { token: tokens.player })).status).toBe(403);
});

it("answers an admin acting as a player in the interface's language, which a switch there cannot save", async () => {
  const notFound = (lang: string | null) =>
    server.api('/games/no-such-game', {
      token: tokens.admin,
      headers: { ...as(PLAYER), ...(lang ? { 'accept-language': lang } : {}) },
    });
  expect((await json<{ message: string }>(await notFound('en'))).message).toBe('Game not found.');
  expect((await json<{ message: string }>(await notFound('ru'))).message).toBe('Игра не найдена.');
  // Without an X-Login-As the admin's own saved language (Russian) still comes first.
  const own = await server.api('/games/no-such-game', { token: tokens.admin, headers: { 'accept-language': 'en' } });
  expect((await json<{ message: string }>(own)).message).toBe('Игра не найдена.');
});
