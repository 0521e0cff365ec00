/**
 * Recovery after a lost socket (docs/realtime-recovery.md): every private event carries the player's `seq` (1, 2, 3…,
 * no gaps) and `stream`, and GET /realtime/missed answers the events after a number, as they were sent; 410 when the
 * history no longer reaches back or names another stream.
 */
import { contractServerForFile } from '../../../support/contractServer';
import { domainClockForFile, expectLaravelError, json } from '../../../support/contractServerHelpers';
import { type PusherFrame, withUserChannel } from '../../../support/pusherClient';
import { newPlayer } from '../../../support/walletFixtures';
import { HISTORY_MAX_EVENTS } from '../../../../server/events/history';

const server = contractServerForFile();
const clock = domainClockForFile(server);

interface Stamped {
  seq: number;
  stream: string;
}
interface Missed {
  stream: string;
  seq: number;
  events: { event: string; data: Stamped & Record<string, unknown> }[];
}

const missed = (token: string, query = '') => server.api(`/realtime/missed${query}`, { token });
const stampOf = (f: PusherFrame): Stamped => f.data as Stamped;

it("numbers a player's private events 1, 2, 3… in one stream, and answers the ones after a number as they were sent", async () => {
  const p = await newPlayer(server, '0');
  const start = await json<Missed>(await missed(p.token));
  // Signing up signed the player in: that SessionsChanged is the stream's first event.
  expect(start).toEqual({ stream: expect.stringMatching(/^[A-Za-z0-9_-]+$/), seq: 1, events: [] });
  const base = start.seq;

  const frames = await withUserChannel(server, p, async (rt) => {
    await server.domain.deposits.creditPayment(p.id, 10_000);
    await server.domain.rewards.grantBonus(p.id, 'Welcome', 5_000, 35);
    await server.domain.rewards.grantFreespins(
      p.id,
      (await json<{ data: { slug: string }[] }>(await server.api('/games?per_page=1'))).data[0]?.slug ?? '',
      10,
    );
    await server.domain.publisher.flush();
    await rt.waitFor((f) => f.event === 'FreespinRewardNotification');
    return rt.frames.filter((f) => f.channel?.startsWith('private-') && !f.event.startsWith('pusher'));
  });
  expect(frames.map((f) => stampOf(f).seq)).toEqual(frames.map((_, i) => base + i + 1));
  expect(new Set(frames.map((f) => stampOf(f).stream))).toEqual(new Set([start.stream]));

  const all = await json<Missed>(await missed(p.token, `?after=${base}&stream=${start.stream}`));
  expect(all.seq).toBe(base + frames.length);
  expect(all.events).toEqual(frames.map((f) => ({ event: f.event, data: f.data })));
  const fromTheStart = await json<Missed>(await missed(p.token, `?after=0&stream=${start.stream}`));
  expect(fromTheStart.events.map((e) => e.event)).toEqual(['SessionsChanged', ...frames.map((f) => f.event)]);

  const tail = await json<Missed>(await missed(p.token, `?after=${base + 2}&stream=${start.stream}`));
  expect(tail.events.map((e) => e.data.seq)).toEqual(frames.slice(2).map((f) => stampOf(f).seq));
  const last = base + frames.length;
  const none = await json<Missed>(await missed(p.token, `?after=${last}&stream=${start.stream}`));
  expect(none).toEqual({ stream: start.stream, seq: last, events: [] });
});

it('answers 410, with where the history stands, for another stream or a number it never gave', async () => {
  const p = await newPlayer(server, '10.00');
  const { stream, seq } = await json<Missed>(await missed(p.token));
  expect(seq).toBeGreaterThan(0);
  for (const query of [`?after=0&stream=other`, `?after=${seq + 1}&stream=${stream}`]) {
    const res = await missed(p.token, query);
    expect(res.status).toBe(410);
    const body = await json(res);
    expectLaravelError(body);
    expect(body).toEqual(expect.objectContaining({ stream, seq }));
  }
});

it(`keeps the last ${HISTORY_MAX_EVENTS} events, and those of the last 24 hours`, async () => {
  const p = await newPlayer(server, '0');
  const history = server.domain.pushHistory;
  // The stream already holds the sign-up's SessionsChanged: count from where it stands.
  const base = (await json<Missed>(await missed(p.token))).seq;
  let last = { stream: '', seq: 0 };
  for (let i = 0; i < HISTORY_MAX_EVENTS + 5; i += 1) last = history.record(p.uuid, 'LimitWarning', { n: i });
  expect((await missed(p.token, `?after=${base + 4}&stream=${last.stream}`)).status).toBe(410);
  const kept = await json<Missed>(await missed(p.token, `?after=${base + 5}&stream=${last.stream}`));
  expect(kept.events).toHaveLength(HISTORY_MAX_EVENTS);
  expect(kept.events[0]?.data).toEqual({ n: 5, seq: base + 6, stream: last.stream });

  clock.travel(23 * 3_600_000);
  expect((await missed(p.token, `?after=${last.seq - 1}&stream=${last.stream}`)).status).toBe(200);
  clock.travel(2 * 3_600_000);
  expect((await missed(p.token, `?after=${last.seq - 1}&stream=${last.stream}`)).status).toBe(410);
  // A client that missed nothing is still told so: nothing after its number was lost.
  expect(await json<Missed>(await missed(p.token, `?after=${last.seq}&stream=${last.stream}`))).toEqual({
    stream: last.stream,
    seq: last.seq,
    events: [],
  });
});

it("shows a player only their own events, and refuses bad input in Laravel's shape", async () => {
  const a = await newPlayer(server, '10.00');
  const b = await newPlayer(server, '0');
  const mine = await json<Missed>(
    await missed(b.token, '?after=0&stream=x'.replace('x', (await json<Missed>(await missed(b.token))).stream)),
  );
  // Only b's own sign-up: none of a's payment or sign-up.
  expect(mine.events.map((e) => e.event)).toEqual(['SessionsChanged']);
  expect((await json<Missed>(await missed(a.token))).seq).toBeGreaterThan(0);

  expect((await server.api('/realtime/missed')).status).toBe(401);
  for (const query of ['?after=1', '?after=-1&stream=abc', '?after=x&stream=abc', '?after=1&stream=bad%20stream']) {
    const res = await missed(a.token, query);
    expect(res.status).toBe(422);
    expectLaravelError(await json(res));
  }
});
