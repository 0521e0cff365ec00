/**
 * The support inbox: reports sent from the SPA land in a paged, searchable list for administrators (reporter masked),
 * open one at a time with their action log, are resolved once, and are throttled, size-capped and pruned.
 */
import { contractServerForFile, demoTokensForFile } from '../../../support/contractServer';
import { domainClock, expectLaravelError, json } from '../../../support/contractServerHelpers';
import { BUG_REPORT_MAX_KEPT, GUEST_REPORT_MAX_BYTES } from '../../../../server/domain/support';
import { defaultRateLimits } from '../../../../server/config';

const server = contractServerForFile({
  rateLimits: { bugReport: { perAccount: { max: 3, windowSeconds: 60 }, perIp: { max: 1000, windowSeconds: 60 } } },
});
const tokens = demoTokensForFile(server, 'player', 'admin');

interface Summary {
  id: number;
  description: string;
  reporter: { uuid: string; email: string } | null;
  route: string | null;
  app_version: string | null;
  error_count: number;
  created_at: string;
  resolved_at: string | null;
  resolved_by: { uuid: string; email: string } | null;
}
interface InboxPage {
  data: Summary[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

/** A report file as the SPA sends it (docs/action-log.md), trimmed to what the inbox reads. */
const reportFile = (route: string, errors: number) => ({
  payload: '[{"type":"auth/signedIn"}]',
  preloadedState: '{}',
  format: 'games-site/action-log',
  formatVersion: 1,
  report: { appVersion: 'abc1234-test', route, description: 'x' },
  log: {
    baseIndex: 0,
    totalActions: 1,
    timestamps: [1],
    checkpoints: [],
    routes: [],
    errors: Array.from({ length: errors }, (_, i) => ({ at: 'now', source: 'action', message: `e${i}`, index: 0 })),
  },
});

const send = (description: string, token?: string, route = '/games', errors = 0) =>
  server.api('/bug-reports', {
    method: 'POST',
    ...(token ? { token } : {}),
    json: { description, report: reportFile(route, errors) },
  });

const inbox = async (query = ''): Promise<InboxPage> => {
  const res = await server.api(`/admin/bug-reports${query}`, { token: tokens.admin });
  expect(res.status).toBe(200);
  return json<InboxPage>(res);
};

it('lists reports newest first with the reporter masked, the route, version and error count, paged and searchable', async () => {
  const guest = await json<{ id: number }>(await send('Guest: the lobby froze'));
  const player = await json<{ id: number }>(
    await send('Баланс НЕ обновился после депозита', tokens.player, '/wallet', 2),
  );
  const page = await inbox('?per_page=1');
  expect(page.meta).toEqual(expect.objectContaining({ per_page: 1, current_page: 1 }));
  expect(page.meta.total).toBeGreaterThanOrEqual(2);
  expect(page.data[0]).toEqual({
    id: player.id,
    description: 'Баланс НЕ обновился после депозита',
    reporter: { uuid: expect.any(String), email: 'pl***@example.com' },
    route: '/wallet',
    app_version: 'abc1234-test',
    error_count: 2,
    created_at: expect.any(String),
    resolved_at: null,
    resolved_by: null,
  });
  // The list never carries the action log, nor the reporter's full e-mail.
  expect(JSON.stringify(page)).not.toContain('player@example.com');
  expect(JSON.stringify(page)).not.toContain('payload');
  const second = await inbox('?per_page=1&page=2');
  expect(second.data[0]).toEqual(
    expect.objectContaining({ id: guest.id, reporter: null, route: '/games', error_count: 0 }),
  );

  // Search is by description, case-insensitive in Russian too.
  const found = await inbox(`?q=${encodeURIComponent('баланс не')}`);
  expect(found.data.map((r) => r.id)).toEqual([player.id]);
  expect(found.meta.total).toBe(1);
  expect((await inbox('?q=LOBBY')).data.map((r) => r.id)).toEqual([guest.id]);
  expect((await inbox('?q=%25')).data).toEqual([]);
  expect((await inbox('?q=nothing-like-this')).meta.total).toBe(0);
});

it('opens one report with its log, and resolves it once (the first resolution stays)', async () => {
  const { id } = await json<{ id: number }>(await send('Opened by support', tokens.player, '/promotions', 1));
  const one = await server.api(`/admin/bug-reports/${id}`, { token: tokens.admin });
  expect(one.status).toBe(200);
  const { bug_report: detail } = await json<{ bug_report: Summary & { report: ReturnType<typeof reportFile> } }>(one);
  expect(detail).toEqual(
    expect.objectContaining({ id, description: 'Opened by support', route: '/promotions', error_count: 1 }),
  );
  expect(detail.report).toEqual(reportFile('/promotions', 1));

  const resolved = await server.api(`/admin/bug-reports/${id}/resolve`, { method: 'POST', token: tokens.admin });
  expect(resolved.status).toBe(200);
  const { bug_report: after } = await json<{ bug_report: Summary }>(resolved);
  expect(after.resolved_by).toEqual({ uuid: expect.any(String), email: 'admin@example.com' });
  expect(Date.now() - Date.parse(after.resolved_at!)).toBeLessThan(60_000);
  const again = await json<{ bug_report: Summary }>(
    await server.api(`/admin/bug-reports/${id}/resolve`, { method: 'POST', token: tokens.admin }),
  );
  expect(again.bug_report.resolved_at).toBe(after.resolved_at);
  expect((await inbox()).data.find((r) => r.id === id)?.resolved_at).toBe(after.resolved_at);

  for (const path of ['/admin/bug-reports/999999', '/admin/bug-reports/999999/resolve']) {
    const res = await server.api(path, { method: path.endsWith('resolve') ? 'POST' : 'GET', token: tokens.admin });
    expect(res.status).toBe(404);
    expectLaravelError(await json(res));
  }
  expect((await server.api('/admin/bug-reports/abc', { token: tokens.admin })).status).toBe(422);
});

it('is for administrators only', async () => {
  const { id } = await json<{ id: number }>(await send('Not for players'));
  for (const [method, path] of [
    ['GET', '/admin/bug-reports'],
    ['GET', `/admin/bug-reports/${id}`],
    ['POST', `/admin/bug-reports/${id}/resolve`],
  ] as const) {
    const asPlayer = await server.api(path, { method, token: tokens.player });
    expect(asPlayer.status).toBe(403);
    expectLaravelError(await json(asPlayer));
    expect((await server.api(path, { method })).status).toBe(401);
  }
  expect((await inbox()).data.find((r) => r.id === id)?.resolved_at).toBeNull();
});

it('refuses a body over 1 MiB (413) and a bad one (422), in the Laravel shape', async () => {
  const big = await server.api('/bug-reports', {
    method: 'POST',
    json: { description: 'big', report: { payload: 'x'.repeat(1024 * 1024) } },
  });
  expect(big.status).toBe(413);
  expectLaravelError(await json(big));
  const long = await server.api('/bug-reports', {
    method: 'POST',
    json: { description: 'x'.repeat(5001), report: {} },
  });
  expect(long.status).toBe(422);
  expect(Object.keys((await json<{ errors: Record<string, string[]> }>(long)).errors)).toEqual(['description']);
  expect((await server.api('/admin/bug-reports?per_page=101', { token: tokens.admin })).status).toBe(422);
  expect((await server.api(`/admin/bug-reports?q=${'x'.repeat(201)}`, { token: tokens.admin })).status).toBe(422);
});

it('throttles reports per account (429 with availableIn), while others may still send', async () => {
  const other = await server.signInAs('unverified');
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await send(`flood ${i}`, other)).status);
  expect(statuses).toEqual([201, 201, 201, 429]);
  const refused = await send('one more', other);
  expect(refused.status).toBe(429);
  expect(await json(refused)).toEqual(
    expect.objectContaining({ message: expect.any(String), availableIn: expect.any(Number) }),
  );
  expect((await send('someone else', tokens.admin)).status).toBe(201);
});

it('prunes reports past the retention period', async () => {
  const { id } = await json<{ id: number }>(await send('Old news'));
  const clock = domainClock(server);
  try {
    clock.travel(91 * 86_400_000);
    expect(server.domain.prune().bugReports).toBeGreaterThanOrEqual(1);
  } finally {
    clock.restore();
  }
  // The time travel pruned idle tokens too: sign in again.
  const admin = await server.signInAs('admin');
  expect((await server.api(`/admin/bug-reports/${id}`, { token: admin })).status).toBe(404);
});

it('holds the report cap as each report comes in: the oldest goes at once', async () => {
  const kept = BUG_REPORT_MAX_KEPT;
  const count = (): number => (server.db.prepare('SELECT COUNT(*) AS n FROM bug_reports').get() as { n: number }).n;
  // Fill the inbox to the cap with reports older than any sent by this file.
  const insert = server.db.prepare(
    "INSERT INTO bug_reports (description, report, created_at, error_count) VALUES (?, '{}', ?, 0)",
  );
  server.db.transaction(() => {
    for (let i = count(); i < kept; i += 1)
      insert.run(`filler ${i}`, new Date(Date.UTC(2020, 0, 1, 0, 0, i)).toISOString());
  })();
  const oldest = server.db.prepare('SELECT id FROM bug_reports ORDER BY created_at, id LIMIT 1').get() as {
    id: number;
  };
  expect(count()).toBe(kept);
  const { id } = await json<{ id: number }>(await send('Past the cap'));
  expect(count()).toBe(kept);
  const admin = await server.signInAs('admin');
  expect((await server.api(`/admin/bug-reports/${id}`, { token: admin })).status).toBe(200);
  expect((await server.api(`/admin/bug-reports/${oldest.id}`, { token: admin })).status).toBe(404);
});

it('gives a guest less room than a signed-in player: 413 past 256 KiB, with the field named', async () => {
  const report = { ...reportFile('/games', 0), payload: 'x'.repeat(GUEST_REPORT_MAX_BYTES) };
  const before = server.db.prepare('SELECT COUNT(*) AS n FROM bug_reports').get();
  const guest = await server.api('/bug-reports', { method: 'POST', json: { description: 'big guest', report } });
  expect(guest.status).toBe(413);
  const body = await json<{ message: string; errors: Record<string, string[]> }>(guest);
  expectLaravelError(body);
  expect(body.errors.report?.[0]).toMatch(/256 KB/);
  expect(server.db.prepare('SELECT COUNT(*) AS n FROM bug_reports').get()).toEqual(before);
  // A fresh sign-in: the pruning test above travelled past the demo tokens' idle time.
  const player = await server.api('/bug-reports', {
    method: 'POST',
    token: await server.signInAs('player'),
    json: { description: 'big player', report },
  });
  expect(player.status).toBe(201);
});

it('counts guests on a slower limit than players in production', () => {
  const perHour = ({ max, windowSeconds }: { max: number; windowSeconds: number }) => (max * 3600) / windowSeconds;
  const limits = defaultRateLimits('production');
  expect(perHour(limits.guestBugReport.perIp)).toBeLessThan(perHour(limits.bugReport.perAccount));
  expect(perHour(limits.guestBugReport.perAccount)).toBeLessThan(perHour(limits.bugReport.perAccount));
});
