/**
 * The live wins feed over real HTTP and the real realtime server: a real-money win is published on `common` without
 * the winner's id or e-mail, hidden by default, named once a public name is chosen, left out with "hide my wins";
 * the winner always gets it on their private channel; the big tab follows the site's big-win amount.
 */
import { contractServerForFile } from '../../../support/contractServer';
import { expectLaravelError, json } from '../../../support/contractServerHelpers';
import { connectPusher, type PusherFrame, withUserChannel } from '../../../support/pusherClient';
import { LOSING_DRAWS, SEVENS_DRAWS, newPlayer, realMoneySpin } from '../../../support/walletFixtures';

const server = contractServerForFile();

interface Win {
  id: number;
  kind: string;
  game: { slug: string; title: string };
  amount: string;
  currency_code: string;
  player: string | null;
  big: boolean;
  won_at: string;
}

async function subscribeCommon() {
  const client = await connectPusher(server.realtime.port, server.realtime.key);
  client.send({ event: 'pusher:subscribe', data: { channel: 'common' } });
  await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === 'common');
  return client;
}

/** One real-money spin of `stake` with the given draws; answers the spin's win. */
async function spin(token: string, stake: string, draws: number[]): Promise<string> {
  const res = await realMoneySpin(server, token, stake, { draws });
  expect(res.status).toBe(200);
  return (await json<{ spin: { win: string } }>(res)).spin.win;
}

const winFrames = (frames: PusherFrame[]) => frames.filter((f) => f.event === 'WinRecorded');
const setPrivacy = (token: string, body: unknown) =>
  server.api('/profile/feed-privacy', { method: 'PUT', token, json: body });

it('publishes a win on common, hidden by default, with no id or e-mail of the winner', async () => {
  const player = await newPlayer(server, '1000.00');
  const common = await subscribeCommon();
  try {
    await withUserChannel(server, player, async (own) => {
      expect(await spin(player.token, '10.00', SEVENS_DRAWS)).toBe('500.00');
      const frame = await common.waitFor((f) => f.event === 'WinRecorded');
      const { win } = frame.data as { win: Win };
      expect(win).toEqual({
        id: expect.any(Number),
        kind: 'spin',
        game: { slug: 'european-roulette', title: expect.any(String) },
        amount: '500.00',
        currency_code: 'RUB',
        player: null,
        big: false,
        won_at: expect.any(String),
      });
      const raw = JSON.stringify(frame.data);
      expect(raw).not.toContain(player.uuid);
      expect(raw).not.toContain(player.email);
      const mine = await own.waitFor((f) => f.event === 'OwnWinRecorded');
      expect((mine.data as { win: Win }).win.id).toBe(win.id);
    });
    // A losing spin is no win.
    await spin(player.token, '10.00', LOSING_DRAWS);
    await server.domain.publisher.flush();
    expect(winFrames(common.frames)).toHaveLength(1);
  } finally {
    common.close();
  }
});

it('names the winner by the public name, hides it on request, and leaves hidden wins out of the feed', async () => {
  const player = await newPlayer(server, '1000.00');
  const common = await subscribeCommon();
  try {
    expect(
      (await setPrivacy(player.token, { public_name: '  Lucky Lynx ', hide_name: false, hide_wins: false })).status,
    ).toBe(200);
    await expect(json(await server.api('/profile/feed-privacy', { token: player.token }))).resolves.toEqual({
      public_name: 'Lucky Lynx',
      hide_name: false,
      hide_wins: false,
    });
    await spin(player.token, '10.00', SEVENS_DRAWS);
    await common.waitFor((f) => winFrames([f]).length === 1 && (f.data as { win: Win }).win.player === 'Lucky Lynx');

    await setPrivacy(player.token, { public_name: 'Lucky Lynx', hide_name: true, hide_wins: false });
    await spin(player.token, '1.00', SEVENS_DRAWS);
    await common.waitFor((f) => winFrames([f]).length === 1 && (f.data as { win: Win }).win.amount === '50.00');
    const named = winFrames(common.frames).map((f) => (f.data as { win: Win }).win.player);
    expect(named).toEqual(['Lucky Lynx', null]);
    // The hidden name applies to the wins already listed too.
    const listed = await json<Win[]>(await server.api('/wins'));
    expect(listed.filter((w) => w.player === 'Lucky Lynx')).toEqual([]);

    await setPrivacy(player.token, { public_name: 'Lucky Lynx', hide_name: false, hide_wins: true });
    await withUserChannel(server, player, async (own) => {
      await spin(player.token, '2.00', SEVENS_DRAWS);
      await own.waitFor((f) => f.event === 'OwnWinRecorded');
    });
    await server.domain.publisher.flush();
    expect(winFrames(common.frames)).toHaveLength(2);
    const publicIds = (await json<Win[]>(await server.api('/wins'))).map((w) => w.amount);
    expect(publicIds).not.toContain('100.00');
    const mine = await json<Win[]>(await server.api('/wins/mine', { token: player.token }));
    expect(mine.map((w) => w.amount)).toEqual(['100.00', '50.00', '500.00']);
  } finally {
    common.close();
  }
});

it('marks a win big over the site amount in US dollars, and the big tab lists only those', async () => {
  const player = await newPlayer(server, '100000.00');
  // 100 USD at the demo rate of 92.50 RUB is 9250.00 RUB: 9250.00 is big, 9249.50 is not.
  await spin(player.token, '185.00', SEVENS_DRAWS);
  await spin(player.token, '184.99', SEVENS_DRAWS);
  const mine = await json<Win[]>(await server.api('/wins/mine', { token: player.token }));
  expect(mine.slice(0, 2).map((w) => [w.amount, w.big])).toEqual([
    ['9249.50', false],
    ['9250.00', true],
  ]);
  const big = await json<Win[]>(await server.api('/wins?tab=big'));
  expect(big.length).toBeGreaterThan(0);
  expect(big.every((w) => w.big)).toBe(true);
});

it('refuses a malformed public name with the Laravel error shape, and keeps the list bounded', async () => {
  const player = await newPlayer(server, '0');
  for (const public_name of ['a', 'x@example.com', '-lead', 'n'.repeat(25)]) {
    const res = await setPrivacy(player.token, { public_name, hide_name: false, hide_wins: false });
    expect(res.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(res);
    expectLaravelError(body);
    expect(Object.keys(body.errors)).toEqual(['public_name']);
  }
  expect((await setPrivacy(player.token, { public_name: 'x', extra: 1 })).status).toBe(422);
  const blank = await json(await setPrivacy(player.token, { public_name: ' ', hide_name: false, hide_wins: false }));
  expect(blank).toEqual({ public_name: null, hide_name: false, hide_wins: false });
  expect((await server.api('/wins?tab=huge')).status).toBe(422);
  expect((await json<Win[]>(await server.api('/wins'))).length).toBeLessThanOrEqual(30);
});
