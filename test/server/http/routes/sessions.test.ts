/** The session list over real HTTP: what it shows of each sign-in, signing one out (its socket closed at once) and all others. */
import { contractServerForFile } from '../../../support/contractServer';
import { expectLaravelError, json } from '../../../support/contractServerHelpers';
import { connectPusher, expectPush, subscribeUser } from '../../../support/pusherClient';
import { DEMO } from '../../../support/demoUsers';

const server = contractServerForFile();

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Session = {
  id: number;
  browser: string | null;
  os: string | null;
  device: string;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
};

async function signInWith(userAgent: string): Promise<string> {
  const res = await server.api('/auth/sign-in', {
    method: 'POST',
    headers: { 'User-Agent': userAgent },
    json: { email: DEMO.player.email, password: DEMO.player.password },
  });
  return (await json<{ token: string }>(res)).token;
}

const list = async (token: string): Promise<Session[]> =>
  (await json<{ data: Session[] }>(await server.api('/auth/sessions', { token }))).data;

describe('GET /auth/sessions', () => {
  it('lists each sign-in with its browser, system, masked address and which one is this one', async () => {
    const desktop = await signInWith(CHROME_WINDOWS);
    const phone = await signInWith(SAFARI_IPHONE);
    const sessions = await list(phone);
    const mine = sessions.find((s) => s.current);
    expect(mine).toEqual(
      expect.objectContaining({ browser: 'Safari 17', os: 'iOS 17', device: 'mobile', ip: '127.0.0.*' }),
    );
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => s.browser === 'Chrome 131');
    expect(other).toEqual(expect.objectContaining({ os: 'Windows 10', device: 'desktop', current: false }));
    // Nothing that signs in is answered.
    expect(JSON.stringify(sessions)).not.toContain(desktop);
  });
});

describe('signing sessions out', () => {
  it('signs one session out: its token stops working and its socket is closed at once', async () => {
    const victim = await signInWith(CHROME_WINDOWS);
    const keeper = await signInWith(SAFARI_IPHONE);
    const client = await connectPusher(server.realtime.port, server.realtime.key);
    try {
      const channel = `private-App.Models.User.${DEMO.player.uuid}`;
      const { auth } = await json<{ auth: string }>(
        await server.api('/broadcasting/auth', {
          method: 'POST',
          token: victim,
          json: { socket_id: client.socketId, channel_name: channel },
        }),
      );
      client.send({ event: 'pusher:subscribe', data: { channel, auth } });
      await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);

      const target = (await list(keeper)).find((s) => !s.current && s.browser === 'Chrome 131');
      expect(target).toBeDefined();
      const res = await server.api(`/auth/sessions/${String(target?.id)}`, { method: 'DELETE', token: keeper });
      expect(res.status).toBe(204);
      const closed = await client.waitFor((f) => f.event === 'pusher:error');
      expect(closed.data).toEqual(expect.objectContaining({ code: 4200 }));
      expect((await server.api('/auth/user', { token: victim })).status).toBe(401);
      expect((await server.api('/auth/user', { token: keeper })).status).toBe(200);
    } finally {
      client.close();
    }
  });

  it("answers 404 for a session that is not the user's", async () => {
    const admin = await server.signInAs('admin');
    const playerSession = (await list(await signInWith(CHROME_WINDOWS)))[0];
    const res = await server.api(`/auth/sessions/${String(playerSession?.id)}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(404);
    expectLaravelError(await json(res));
  });

  it('signs out every other session and keeps this one', async () => {
    const others = [await signInWith(CHROME_WINDOWS), await signInWith(CHROME_WINDOWS)];
    const keeper = await signInWith(SAFARI_IPHONE);
    expect((await server.api('/auth/sessions/sign-out-others', { method: 'POST', token: keeper })).status).toBe(204);
    for (const token of others) expect((await server.api('/auth/user', { token })).status).toBe(401);
    expect((await list(keeper)).map((s) => s.current)).toEqual([true]);
  });
});

describe('SessionsChanged', () => {
  type Missed = { stream: string; seq: number; events: { event: string; data: Record<string, unknown> }[] };
  const missed = async (token: string, after?: { stream: string; seq: number }): Promise<Missed> =>
    json<Missed>(
      await server.api(`/realtime/missed${after ? `?after=${after.seq}&stream=${after.stream}` : ''}`, { token }),
    );

  it("tells the user's sessions of each sign-in and sign-out, numbered so a socket closed first recovers it", async () => {
    const keeper = await signInWith(SAFARI_IPHONE);
    const start = await missed(keeper);
    const client = await subscribeUser(server, keeper, DEMO.player.uuid);
    try {
      const other = await signInWith(CHROME_WINDOWS);
      await expectPush(client, 'SessionsChanged', {
        change: 'signed_in',
      });
      const target = (await list(keeper)).find((s) => !s.current && s.browser === 'Chrome 131');
      expect(
        (await server.api(`/auth/sessions/${String(target?.id)}`, { method: 'DELETE', token: keeper })).status,
      ).toBe(204);
      expect(
        (await server.api('/auth/sign-out', { method: 'POST', token: await signInWith(CHROME_WINDOWS) })).status,
      ).toBe(204);
      expect((await server.api('/auth/sessions/sign-out-others', { method: 'POST', token: keeper })).status).toBe(204);
      // The sign-outs closed this socket too (maybe before their pushes arrived): the history has every change.
      const since = await missed(keeper, start);
      expect(since.events.map((e) => [e.event, e.data.change])).toEqual([
        ['SessionsChanged', 'signed_in'],
        ['SessionsChanged', 'signed_out'],
        ['SessionsChanged', 'signed_in'],
        ['SessionsChanged', 'signed_out'],
        ['SessionsChanged', 'signed_out'],
      ]);
      // Nothing about a session travels: no token, id, address or browser.
      const told = JSON.stringify(since.events);
      expect(told).not.toContain(other);
      expect(told).not.toMatch(/Chrome|127\.0\.0|"id"/);
    } finally {
      client.close();
    }
  });
});
