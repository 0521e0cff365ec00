/** Maintenance over real HTTP: an admin switches it, everyone else gets 503 with `maintenance: true`, open pages hear it on `common`. */
import { contractServerForFile } from '../../../support/contractServer';
import { expectLaravelError, json } from '../../../support/contractServerHelpers';
import { connectPusher } from '../../../support/pusherClient';

const server = contractServerForFile();

const set = async (admin: string, body: object) =>
  server.api('/admin/maintenance', { method: 'POST', token: admin, json: body });

describe('maintenance', () => {
  it('answers 503 with maintenance and its end to all but the admin, pushes the change, and ends', async () => {
    const [admin, player] = [await server.signInAs('admin'), await server.signInAs('player')];
    const client = await connectPusher(server.realtime.port, server.realtime.key);
    try {
      client.send({ event: 'pusher:subscribe', data: { channel: 'common' } });
      await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded');
      const until = new Date(Date.now() + 30 * 60_000).toISOString();
      const on = await set(admin, { enabled: true, until });
      expect(await json(on)).toEqual({ enabled: true, until });
      const pushed = await client.waitFor((f) => f.event === 'MaintenanceChanged');
      expect(pushed.data).toEqual(expect.objectContaining({ enabled: true, until }));

      for (const [path, token] of [
        ['/games', undefined],
        ['/auth/user', player],
        ['/settings', undefined],
      ] as const) {
        const res = await server.api(path, token ? { token } : {});
        expect(res.status).toBe(503);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(1700);
        const body = await json<{ message: string; maintenance: boolean; until: string }>(res);
        expect(body).toEqual(expect.objectContaining({ maintenance: true, until }));
        expectLaravelError(body);
      }
      // Signing in is closed too; the state itself and the admin's requests are answered.
      const signIn = await server.api('/auth/sign-in', {
        method: 'POST',
        json: { email: 'player@example.com', password: 'player-password' },
      });
      expect(signIn.status).toBe(503);
      expect(await json(await server.api('/maintenance'))).toEqual({ enabled: true, until });
      expect((await server.api('/games', { token: admin })).status).toBe(200);

      const off = await set(admin, { enabled: false });
      expect(await json(off)).toEqual({ enabled: false, until: null });
      await client.waitFor(
        (f) => f.event === 'MaintenanceChanged' && (f.data as { enabled: boolean }).enabled === false,
      );
      expect((await server.api('/auth/user', { token: player })).status).toBe(200);
    } finally {
      client.close();
    }
  });

  it('is switched by admins only, with a valid body', async () => {
    const player = await server.signInAs('player');
    expect((await set(player, { enabled: true })).status).toBe(403);
    const admin = await server.signInAs('admin');
    const bad = await set(admin, { enabled: 'yes' });
    expect(bad.status).toBe(422);
    expectLaravelError(await json(bad));
    expect(await json(await server.api('/maintenance'))).toEqual({ enabled: false, until: null });
  });
});
