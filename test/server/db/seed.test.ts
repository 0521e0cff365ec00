/**
 * Demo accounts (docs/contract.md) exist in development and test only: production seeds the catalogue without them unless
 * asked (players and admin separately), and a development database started in production loses their published passwords.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCTION_SECRETS, startTestContractServer, type TestContractServer } from '../../support/contractServer';
import { json } from '../../support/contractServerHelpers';

jest.setTimeout(60_000);

const PLAYER = { email: 'player@example.com', password: 'player-password' };
const ADMIN = { email: 'admin@example.com', password: 'admin-password' };

const signInStatus = async (server: TestContractServer, who: { email: string; password: string }): Promise<number> =>
  (await server.api('/auth/sign-in', { method: 'POST', json: who })).status;

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'contract-seed-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the server in production on this test's data directory (with `demoAccounts` if given), runs `check`, stops it. */
async function inProduction(
  demoAccounts: { players: boolean; admin: boolean } | undefined,
  check: (server: TestContractServer) => Promise<void>,
): Promise<void> {
  const server = await startTestContractServer({
    mode: 'production',
    startRealtime: false,
    dataDir,
    ...PRODUCTION_SECRETS,
    ...(demoAccounts ? { demoAccounts } : {}),
  });
  try {
    await check(server);
  } finally {
    await server.close();
  }
}

it('seeds the catalogue but no account in production', async () => {
  await inProduction(undefined, async (server) => {
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 0 });
    expect((await json<{ meta: { total: number } }>(await server.api('/games'))).meta.total).toBeGreaterThanOrEqual(
      200,
    );
    expect(await signInStatus(server, PLAYER)).toBe(422);
    expect(await signInStatus(server, ADMIN)).toBe(422);
  });
});

it('seeds the demo players for a public demo that asks, and the admin only when asked as well', async () => {
  await inProduction({ players: true, admin: false }, async (demo) => {
    expect(await signInStatus(demo, PLAYER)).toBe(200);
    expect(await signInStatus(demo, { email: 'unverified@example.com', password: 'player-password' })).toBe(200);
    expect(await signInStatus(demo, ADMIN)).toBe(422);
    // The player's demo data comes with the account.
    const token = await demo.signIn(PLAYER.email, PLAYER.password);
    expect((await json<unknown[]>(await demo.api('/bonuses', { token }))).length).toBeGreaterThan(0);
  });
  await inProduction({ players: true, admin: true }, async (withAdmin) => {
    expect(await signInStatus(withAdmin, ADMIN)).toBe(200);
    expect(withAdmin.db.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'player@example.com'").get()).toEqual({
      n: 1,
    });
  });
});

it('takes the published passwords away when a development database is started in production', async () => {
  const dev = await startTestContractServer({ dataDir });
  const adminToken = await dev.signIn(ADMIN.email, ADMIN.password);
  await dev.close();

  await inProduction(undefined, async (prod) => {
    expect(await signInStatus(prod, ADMIN)).toBe(422);
    expect(await signInStatus(prod, PLAYER)).toBe(422);
    expect((await prod.api('/auth/user', { token: adminToken })).status).toBe(401);
  });

  // Asking for the demo players again gives them their passwords back; the admin stays locked.
  await inProduction({ players: true, admin: false }, async (demo) => {
    expect(await signInStatus(demo, PLAYER)).toBe(200);
    expect(await signInStatus(demo, ADMIN)).toBe(422);
  });
});
