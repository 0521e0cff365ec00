/** Tournament leaderboards over real HTTP: prizes follow rank, rows follow score, and a player sees their own rank. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../../../../server/db/connection';
import * as m001 from '../../../../server/db/migrations/001_initial';
import * as m002 from '../../../../server/db/migrations/002_wallet';
import * as m003 from '../../../../server/db/migrations/003_security';
import { contractServerForFile, demoTokensForFile } from '../../../support/contractServer';
import { json } from '../../../support/contractServerHelpers';

const server = contractServerForFile();
const tokens = demoTokensForFile(server, 'player');

type Row = { rank: number; name: string; score: number; prize: string | null; me?: boolean };
type Detail = {
  tournament: { id: number; status: string };
  leaderboard: Row[];
  prizes: { place: number; prize: string }[];
  me: Row | null;
};

async function tournaments(): Promise<{ id: number; status: string; players_count: number }[]> {
  return json(await server.api('/tournaments'));
}

it('gives the prizes to ranks 1–3 (by score), not to the rows inserted first, in every tournament with players', async () => {
  const list = (await tournaments()).filter((t) => t.players_count > 0);
  expect(list.length).toBeGreaterThanOrEqual(3);
  for (const t of list) {
    const detail = await json<Detail>(await server.api(`/tournaments/${t.id}`));
    const { leaderboard } = detail;
    expect(leaderboard.map((r) => r.rank)).toEqual(leaderboard.map((_, i) => i + 1));
    const scores = leaderboard.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(leaderboard.slice(0, 3).map((r) => r.prize)).toEqual(['50%', '30%', '20%']);
    expect(leaderboard.slice(3).every((r) => r.prize === null)).toBe(true);
    expect(detail.prizes).toEqual([
      { place: 1, prize: '50%' },
      { place: 2, prize: '30%' },
      { place: 3, prize: '20%' },
    ]);
  }
});

it('moves a prize with its place when the scores change', async () => {
  const running = (await tournaments()).find((t) => t.status === 'running' && t.players_count > 3)!;
  const before = await json<Detail>(await server.api(`/tournaments/${running.id}`));
  // The fourth row overtakes everybody: it becomes rank 1 with the first prize; the old leader drops to 2nd.
  const fourth = before.leaderboard[3]!;
  server.db
    .prepare('UPDATE tournament_entries SET score = ? WHERE tournament_id = ? AND name = ? AND score = ?')
    .run(before.leaderboard[0]!.score + 1, running.id, fourth.name, fourth.score);
  const after = await json<Detail>(await server.api(`/tournaments/${running.id}`));
  expect(after.leaderboard[0]).toEqual(expect.objectContaining({ name: fourth.name, prize: '50%' }));
  expect(after.leaderboard[1]).toEqual(expect.objectContaining({ name: before.leaderboard[0]!.name, prize: '30%' }));
});

it("shows the top rows to everybody and adds the signed-in player's own rank below them", async () => {
  const list = await tournaments();
  let entered: Detail | undefined;
  for (const t of list) {
    const detail = await json<Detail>(await server.api(`/tournaments/${t.id}`, { token: tokens.player }));
    if (detail.me) entered = detail;
  }
  expect(entered).toBeDefined();
  const detail = entered!;
  expect(detail.leaderboard).toHaveLength(10);
  expect(detail.me).toEqual(expect.objectContaining({ me: true, prize: null }));
  expect(detail.me!.rank).toBeGreaterThan(10);
  expect(detail.leaderboard.some((r) => r.me)).toBe(false);

  const guest = await json<Detail>(await server.api(`/tournaments/${detail.tournament.id}`));
  expect(guest.me).toBeNull();
  expect(guest.leaderboard).toEqual(detail.leaderboard);
  // A token that is not valid is a guest here (a public page), not a 401.
  const stale = await server.api(`/tournaments/${detail.tournament.id}`, { token: 'not-a-token' });
  expect(stale.status).toBe(200);
  expect((await json<Detail>(stale)).me).toBeNull();
});

it('upgrades an older database: the prizes of the first inserted rows become the prizes of places 1, 2, 3', () => {
  const dir = mkdtempSync(join(tmpdir(), 'contract-prizes-'));
  const file = join(dir, 'old.sqlite');
  try {
    const old = new Database(file);
    for (const m of [m001, m002, m003]) old.exec(m.up);
    old.pragma('user_version = 3');
    old.prepare("INSERT INTO currencies (code, usd_rate, fiat) VALUES ('RUB', '92.5', 1)").run();
    old
      .prepare(
        "INSERT INTO tournaments (id, title, description, prize_pool_minor, currency_code, starts_at, ends_at) VALUES (1, 't', 'd', 100, 'RUB', 'a', 'b')",
      )
      .run();
    const entry = old.prepare('INSERT INTO tournament_entries (tournament_id, name, score, prize) VALUES (1, ?, ?, ?)');
    entry.run('low', 5, '50%');
    entry.run('top', 99, '30%');
    entry.run('mid', 50, '20%');
    entry.run('other', 70, null);
    old.close();

    const db = openDatabase(file);
    expect(db.prepare('SELECT place, prize FROM tournament_prizes ORDER BY place').all()).toEqual([
      { place: 1, prize: '50%' },
      { place: 2, prize: '30%' },
      { place: 3, prize: '20%' },
    ]);
    expect(
      (db.prepare('PRAGMA table_info(tournament_entries)').all() as { name: string }[]).map((c) => c.name),
    ).not.toContain('prize');
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
