/**
 * Bearer tokens: a sliding idle lifetime (last use written at most once a minute), an absolute one from sign-in, and
 * revocation that reaches the realtime sockets — sign-out, password change, time-out and self-exclusion close the user's sockets (4200, so a
 * client still signed in reconnects) and other presence members see member_removed at once.
 */
import { createHash } from 'node:crypto';
import { contractServerForFile } from '../../support/contractServer';
import { domainClockForFile, json } from '../../support/contractServerHelpers';
import { newPlayer } from '../../support/walletFixtures';
import { connectedClient, type RawClient } from '../realtime/helpers';

const IDLE_SECONDS = 3600;
const MAX_AGE_SECONDS = 4 * 3600;
const server = contractServerForFile({ tokenIdleSeconds: IDLE_SECONDS, tokenMaxAgeSeconds: MAX_AGE_SECONDS });
const clock = domainClockForFile(server);
const travel = clock.travel;

/** The stored last use of a token (undefined once the token is gone); tokens are stored as their hex SHA-256. */
const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
const lastUsed = (token: string): string | null | undefined =>
  (
    server.db.prepare('SELECT last_used_at FROM tokens WHERE token_hash = ?').get(tokenHash(token)) as
      { last_used_at: string | null } | undefined
  )?.last_used_at;

describe('sliding lifetime', () => {
  it('keeps a token alive while it is used and ends it after the idle lifetime', async () => {
    const p = await newPlayer(server, '0');
    travel(59 * 60_000);
    expect((await server.api('/auth/user', { token: p.token })).status).toBe(200);
    travel(59 * 60_000); // 118 minutes after sign-in, 59 after the last use
    expect((await server.api('/auth/user', { token: p.token })).status).toBe(200);
    travel(IDLE_SECONDS * 1000 + 1000);
    expect((await server.api('/auth/user', { token: p.token })).status).toBe(401);
    expect(lastUsed(p.token)).toBeUndefined();
  });

  it('ends a token used every 50 minutes once its absolute lifetime from sign-in is over, and prunes it', async () => {
    const p = await newPlayer(server, '0');
    for (let minutes = 50; minutes < MAX_AGE_SECONDS / 60; minutes += 50) {
      travel(50 * 60_000);
      expect((await server.api('/auth/user', { token: p.token })).status).toBe(200);
    }
    travel(50 * 60_000); // 250 minutes after sign-in, 50 after the last use
    expect((await server.api('/auth/user', { token: p.token })).status).toBe(401);
    expect(lastUsed(p.token)).toBeUndefined();
    // The hourly prune deletes a token past its absolute lifetime even when its last use is recent.
    const other = await newPlayer(server, '0');
    travel(MAX_AGE_SECONDS * 1000 + 1000);
    server.db
      .prepare('UPDATE tokens SET last_used_at = ? WHERE token_hash = ?')
      .run(new Date(server.domain.clock.now()).toISOString(), tokenHash(other.token));
    server.domain.prune();
    expect(lastUsed(other.token)).toBeUndefined();
  });

  it('writes the last use at most once a minute per token', async () => {
    const p = await newPlayer(server, '0');
    expect(lastUsed(p.token)).toBeNull();
    await server.api('/auth/user', { token: p.token });
    expect(lastUsed(p.token)).toBeNull();
    travel(61_000);
    await server.api('/auth/user', { token: p.token });
    const first = lastUsed(p.token);
    expect(Math.abs(Date.parse(first!) - server.domain.clock.now())).toBeLessThan(5_000);
    travel(30_000);
    for (let i = 0; i < 5; i++) await server.api('/wallet', { token: p.token });
    expect(lastUsed(p.token)).toBe(first);
    travel(31_000);
    await server.api('/auth/user', { token: p.token });
    expect(Date.parse(lastUsed(p.token)!)).toBeGreaterThan(Date.parse(first!));
  });
});

describe('revocation closes the sockets', () => {
  const clients: RawClient[] = [];
  afterEach(() => {
    for (const c of clients.splice(0)) c.close();
  });

  /** A socket of `token`'s user on its private channel and (unless `privateOnly`) the presence channel, authorised by the API. */
  async function socketOf(token: string, uuid: string, { privateOnly = false } = {}): Promise<RawClient> {
    const { client, socketId } = await connectedClient(server.realtime.port, server.realtime.key);
    clients.push(client);
    for (const channel of [`private-App.Models.User.${uuid}`, ...(privateOnly ? [] : ['presence-AuthorizedUsers'])]) {
      const res = await server.api('/broadcasting/auth', {
        method: 'POST',
        token,
        json: { socket_id: socketId, channel_name: channel },
      });
      expect(res.status).toBe(200);
      client.send({
        event: 'pusher:subscribe',
        data: { channel, ...(await json<{ auth: string; channel_data?: string }>(res)) },
      });
      await client.next('pusher_internal:subscription_succeeded');
    }
    return client;
  }

  async function expectTerminated(client: RawClient): Promise<void> {
    expect(await client.nextError()).toEqual({
      code: 4200,
      message: 'Connection terminated by the server: authorise again',
    });
    expect((await client.waitClose()).code).toBe(4200);
  }

  /** Whether `token` can still have a new socket's private channel signed. */
  async function canAuthorise(token: string, uuid: string): Promise<number> {
    const { client, socketId } = await connectedClient(server.realtime.port, server.realtime.key);
    clients.push(client);
    return (
      await server.api('/broadcasting/auth', {
        method: 'POST',
        token,
        json: { socket_id: socketId, channel_name: `private-App.Models.User.${uuid}` },
      })
    ).status;
  }

  /** The data of a presence member event. */
  const memberOf = (event: { data?: unknown }) => JSON.parse(event.data as string) as { user_id: string };

  /** A new player with a socket on the presence channel, and another player's socket that saw them join. */
  async function playerWatchedOnPresence() {
    const p = await newPlayer(server, '0');
    const watcher = await newPlayer(server, '0');
    const watching = await socketOf(watcher.token, watcher.uuid);
    const socket = await socketOf(p.token, p.uuid);
    const added = memberOf(await watching.next('pusher_internal:member_added')).user_id;
    return { p, watching, socket, added };
  }

  it('on sign-out: the socket closes, others see member_removed at once, the token signs nothing any more', async () => {
    const { p, watching, socket, added } = await playerWatchedOnPresence();
    const onlyPrivate = await socketOf(p.token, p.uuid, { privateOnly: true });

    expect((await server.api('/auth/sign-out', { method: 'POST', token: p.token })).status).toBe(204);
    await expectTerminated(socket);
    await expectTerminated(onlyPrivate);
    expect(memberOf(await watching.next('pusher_internal:member_removed'))).toEqual({ user_id: added });
    expect(watching.closeEvent).toBeUndefined();
    expect(await canAuthorise(p.token, p.uuid)).toBe(401);
  });

  it('on a password change: every socket of the user closes; only the token kept may authorise again', async () => {
    const p = await newPlayer(server, '0');
    const other = await server.signIn(p.email, 'secret-pass');
    const here = await socketOf(p.token, p.uuid);
    const elsewhere = await socketOf(other, p.uuid);
    const res = await server.api('/profile/password', {
      method: 'POST',
      token: p.token,
      json: { current_password: 'secret-pass', password: 'changed-pass-1', password_confirmation: 'changed-pass-1' },
    });
    expect(res.status).toBe(200);
    await expectTerminated(here);
    await expectTerminated(elsewhere);
    expect(await canAuthorise(p.token, p.uuid)).toBe(200);
    expect(await canAuthorise(other, p.uuid)).toBe(401);
  });

  it.each([
    ['a time-out', '/responsible-gaming/time-out', { duration: '24h' }],
    ['a self-exclusion', '/responsible-gaming/self-exclusion', { months: 6 }],
  ])('on %s: the sockets close and the presence list drops the player', async (_name, path, body) => {
    const { p, watching, socket, added } = await playerWatchedOnPresence();
    expect((await server.api(path, { method: 'POST', token: p.token, json: body })).status).toBe(200);
    await expectTerminated(socket);
    expect(memberOf(await watching.next('pusher_internal:member_removed'))).toEqual({ user_id: added });
    expect(await canAuthorise(p.token, p.uuid)).toBe(401);
  });
});
