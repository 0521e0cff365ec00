/** Channel authorization and domain events end to end: the API signs, the realtime server accepts, events arrive. */
import { startTestContractServer } from '../../../support/contractServer';
import { contractServerForFile, demoTokensForFile } from '../../../support/contractServer';
import { expectLaravelError, json, snapshot } from '../../../support/contractServerHelpers';
import { connectPusher, expectPush, PUSH_STAMP } from '../../../support/pusherClient';
import { signUpThroughApi } from '../../../support/signUp';

const server = contractServerForFile();
const tokens = demoTokensForFile(server, 'player', 'admin');
const PLAYER = '9a3c1f4e-0b7d-4c1e-9f3a-2d5e8b6c7a01';
const ADMIN = '9a3c1f4e-0b7d-4c1e-9f3a-2d5e8b6c7a03';

describe('POST /broadcasting/auth', () => {
  it('signs the own private channel (JSON body)', async () => {
    const res = await server.api('/broadcasting/auth', {
      method: 'POST',
      token: tokens.player,
      json: { socket_id: '123.456', channel_name: `private-App.Models.User.${PLAYER}` },
    });
    expect(res.status).toBe(200);
    const body = await json<{ auth: string }>(res);
    expect(body.auth).toMatch(/^local-key:[0-9a-f]{64}$/);
    expect(body).not.toHaveProperty('channel_data');
  });

  it('accepts form-encoded bodies at /broadcasting/auth outside /api too', async () => {
    const res = await fetch(server.apiUrl.replace(/\/api$/, '/broadcasting/auth'), {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.player}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: `socket_id=1.2&channel_name=${encodeURIComponent(`private-App.Models.User.${PLAYER}`)}`,
    });
    expect(res.status).toBe(200);
  });

  it('signs the presence channel with an opaque id and a neutral name only (no uuid, no name, no e-mail, no balance)', async () => {
    const res = await server.api('/broadcasting/auth', {
      method: 'POST',
      token: tokens.player,
      json: { socket_id: '123.456', channel_name: 'presence-AuthorizedUsers' },
    });
    const body = await json<{ auth: string; channel_data: string }>(res);
    const member = JSON.parse(body.channel_data) as { user_id: string; user_info: { name: string } };
    expect(member).toEqual({
      user_id: expect.stringMatching(/^[0-9a-f]{24}$/) as unknown,
      user_info: { name: expect.stringMatching(/^Player [0-9A-F]{6}$/) as unknown },
    });
    expect(body.channel_data).not.toContain(PLAYER);
    expect(body.channel_data).not.toMatch(/example\.com|balance|Player One/);
  });

  it('gives each connection its own id, and never the name a player (or Telegram) gave', async () => {
    const email = 'jane.doe.private@example.com';
    const signUp = await signUpThroughApi(server, email);
    const { token, user } = await json<{ token: string; user: { uuid: string; name: string } }>(signUp);
    const member = async (socketId: string): Promise<{ user_id: string; user_info: { name: string } }> => {
      const res = await server.api('/broadcasting/auth', {
        method: 'POST',
        token,
        json: { socket_id: socketId, channel_name: 'presence-AuthorizedUsers' },
      });
      return JSON.parse((await json<{ channel_data: string }>(res)).channel_data) as {
        user_id: string;
        user_info: { name: string };
      };
    };
    const first = await member('1.2');
    expect(first.user_id).not.toBe(user.uuid);
    expect(await member('1.2')).toEqual(first); // the same socket authorised again keeps its member
    const second = await member('3.4');
    expect(second.user_id).not.toBe(first.user_id);
    expect((await server.api('/profile', { method: 'PATCH', token, json: { name: 'Jane Doe' } })).status).toBe(200);
    expect(JSON.stringify(await member('5.6'))).not.toMatch(/jane|doe/i);
  });

  it('refuses other channels, bad socket ids and guests, changing nothing', async () => {
    const before = snapshot(server.db);
    for (const [socket_id, channel_name] of [
      ['123.456', `private-App.Models.User.${ADMIN}`],
      ['123.456', 'private-something-else'],
      ['123.456', 'presence-Other'],
      ['123.456', 'common'],
      ['123', `private-App.Models.User.${PLAYER}`],
      ['abc.def', `private-App.Models.User.${PLAYER}`],
      ['1.2:x', `private-App.Models.User.${PLAYER}`],
    ] as const) {
      const res = await server.api('/broadcasting/auth', {
        method: 'POST',
        token: tokens.player,
        json: { socket_id, channel_name },
      });
      expect(res.status).toBe(403);
      expectLaravelError(await json(res));
    }
    const guest = await server.api('/broadcasting/auth', {
      method: 'POST',
      json: { socket_id: '1.2', channel_name: `private-App.Models.User.${PLAYER}` },
    });
    expect(guest.status).toBe(401);
    const missing = await server.api('/broadcasting/auth', {
      method: 'POST',
      token: tokens.player,
      json: { socket_id: '1.2' },
    });
    expect(missing.status).toBe(422);
    expect(snapshot(server.db)).toEqual(before);
  });

  it("signs the support desk's channel for an administrator only", async () => {
    const ask = (token: string, headers: Record<string, string> = {}) =>
      server.api('/broadcasting/auth', {
        method: 'POST',
        token,
        headers,
        json: { socket_id: '1.2', channel_name: 'private-support' },
      });
    const admin = await ask(tokens.admin);
    expect(admin.status).toBe(200);
    expect((await json<{ auth: string }>(admin)).auth).toMatch(/^local-key:[0-9a-f]{64}$/);
    const player = await ask(tokens.player);
    expect(player.status).toBe(403);
    expectLaravelError(await json(player));
    // An administrator acting as a player (X-Login-As) hears what the player hears, not the desk.
    expect((await ask(tokens.admin, { 'X-Login-As': PLAYER })).status).toBe(403);
  });

  it("signs the impersonated user's channel for an admin with X-Login-As", async () => {
    const res = await server.api('/broadcasting/auth', {
      method: 'POST',
      token: tokens.admin,
      headers: { 'X-Login-As': PLAYER },
      json: { socket_id: '1.2', channel_name: `private-App.Models.User.${PLAYER}` },
    });
    expect(res.status).toBe(200);
  });
});

describe('domain events reach subscribers', () => {
  it('delivers balance, payment, bonus, reward, freespin and jackpot events and writes notifications', async () => {
    const client = await connectPusher(server.realtime.port, server.realtime.key);
    try {
      const channel = `private-App.Models.User.${PLAYER}`;
      const { auth } = await json<{ auth: string }>(
        await server.api('/broadcasting/auth', {
          method: 'POST',
          token: tokens.player,
          json: { socket_id: client.socketId, channel_name: channel },
        }),
      );
      client.send({ event: 'pusher:subscribe', data: { channel, auth } });
      client.send({ event: 'pusher:subscribe', data: { channel: 'common' } });
      await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);
      await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === 'common');

      const unreadBefore = (
        await json<{ count: number }>(await server.api('/notifications/unread-count', { token: tokens.player }))
      ).count;
      const sim = (event: string, amount?: string) =>
        server.api('/dev/simulate', {
          method: 'POST',
          json: { email: 'player@example.com', event, ...(amount ? { amount } : {}) },
        });

      expect((await sim('payment', '250.50')).status).toBe(200);
      const paid = await client.waitFor((f) => f.event === 'PaymentFulfilled');
      expect(paid).toEqual({
        event: 'PaymentFulfilled',
        channel,
        data: {
          ...PUSH_STAMP,
          amount: '250.50',
          currency_code: 'RUB',
          balance: '1250.50',
          balance_version: expect.any(Number),
        },
      });
      await expectPush(client, 'BalanceChanged', {
        balance: '1250.50',
        currency_code: 'RUB',
        balance_version: (paid.data as { balance_version: number }).balance_version,
      });

      await sim('bonus', '500');
      await expectPush(client, 'BonusCreatedNotification', {
        id: expect.any(Number),
        title: expect.any(String),
        amount: '500.00',
        wager: 35,
      });
      await sim('bonus-fulfilled');
      await expectPush(client, 'BonusFulfilledNotification', {
        id: expect.any(Number),
        title: expect.any(String),
        amount: expect.stringMatching(/^\d+\.\d{2}$/),
      });
      await sim('cash-reward', '100');
      await expectPush(client, 'CashRewardNotification', {
        id: expect.any(Number),
        amount: '100.00',
        currency_code: 'RUB',
        description: expect.any(String),
      });
      await sim('freespins');
      await expectPush(client, 'FreespinRewardNotification', {
        id: expect.any(Number),
        quantity: 25,
        gameTitle: expect.any(String),
      });
      await sim('settings');
      await expectPush(client, 'SettingsUpdated', {
        settings: expect.arrayContaining([{ key: 'site_name', value: expect.any(String) }]),
      });
      await sim('jackpots');
      const jp = await client.waitFor((f) => f.event === 'JackpotsUpdated');
      expect(jp.channel).toBe('common');
      expect((jp.data as { jackpots: unknown[] }).jackpots).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            name: 'Mega',
            currency_code: 'USD',
            amount: expect.stringMatching(/^\d+\.\d{2}$/),
          }),
        ]),
      );

      const patched = await server.api('/profile', {
        method: 'PATCH',
        token: tokens.player,
        json: { name: 'Player Renamed' },
      });
      expect(patched.status).toBe(200);
      const updated = await client.waitFor((f) => f.event === 'UserUpdated');
      expect((updated.data as { user: { name: string } }).user.name).toBe('Player Renamed');

      const unreadAfter = (
        await json<{ count: number }>(await server.api('/notifications/unread-count', { token: tokens.player }))
      ).count;
      expect(unreadAfter - unreadBefore).toBe(5);
      const me = await json<{ user: { balance: string } }>(await server.api('/auth/user', { token: tokens.player }));
      expect(me.user.balance).toBe('1850.50');
    } finally {
      client.close();
    }
  });

  it('keeps answering when the realtime server is unreachable (publishing failures are logged only)', async () => {
    const warnings: string[] = [];
    const lonely = await startTestContractServer({
      startRealtime: false,
      realtimePort: 1,
      logger: { info: () => undefined, warn: (m) => warnings.push(m), error: () => undefined },
    });
    try {
      const res = await lonely.api('/dev/simulate', {
        method: 'POST',
        json: { email: 'player@example.com', event: 'payment', amount: '10' },
      });
      expect(res.status).toBe(200);
      await lonely.domain.publisher.flush();
      expect(warnings).toContain('realtime publish failed');
      const token = await lonely.signInAs('player');
      expect((await json<{ user: { balance: string } }>(await lonely.api('/auth/user', { token }))).user.balance).toBe(
        '1010.00',
      );
    } finally {
      await lonely.close();
    }
  });
});
