/** The home page's counters agree with what they count: running tournaments, and the players the header counts online. */
import { contractServerForFile, demoTokensForFile, startTestContractServer } from '../../../support/contractServer';
import { domainClock, json } from '../../../support/contractServerHelpers';
import { connectPusher } from '../../../support/pusherClient';

const server = contractServerForFile();
const tokens = demoTokensForFile(server, 'player');

type Counter = { key: string; label: string; value: number };

async function counter(key: string): Promise<number | undefined> {
  return (await json<Counter[]>(await server.api('/counters'))).find((c) => c.key === key)?.value;
}

it('counts the tournaments that are running', async () => {
  const tournaments = await json<{ status: string }[]>(await server.api('/tournaments'));
  const running = tournaments.filter((t) => t.status === 'running').length;
  expect(running).toBeGreaterThanOrEqual(2);
  await expect(counter('tournaments_running')).resolves.toBe(running);
});

/** Joins the presence channel as the demo player through a server's realtime port; returns the socket. */
async function joinPresence(target: typeof server, token: string) {
  const client = await connectPusher(target.realtime.port, target.realtime.key);
  const channel = 'presence-AuthorizedUsers';
  const auth = await json<{ auth: string; channel_data: string }>(
    await target.api('/broadcasting/auth', {
      method: 'POST',
      token,
      json: { socket_id: client.socketId, channel_name: channel },
    }),
  );
  client.send({ event: 'pusher:subscribe', data: { channel, auth: auth.auth, channel_data: auth.channel_data } });
  await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);
  return client;
}

it("counts players online as the presence channel does (the header's figure), live", async () => {
  await expect(counter('players_online')).resolves.toBe(0);
  const client = await joinPresence(server, tokens.player);
  try {
    await expect(counter('players_online')).resolves.toBe(1);
  } finally {
    client.close();
  }
});

it('asks the realtime server for the online count once per cache period, however many pages ask', async () => {
  const cached = await startTestContractServer({ onlineCountCacheSeconds: 5 });
  const clock = domainClock(cached);
  const online = async (): Promise<number | undefined> =>
    (await json<Counter[]>(await cached.api('/counters'))).find((c) => c.key === 'players_online')?.value;
  try {
    await expect(online()).resolves.toBe(0);
    const client = await joinPresence(cached, await cached.signInAs('player'));
    try {
      // Within the period every page gets the answer already given, concurrent ones included...
      await expect(Promise.all(Array.from({ length: 10 }, online))).resolves.toEqual(Array(10).fill(0));
      // ...and the next question after it sees the player.
      clock.travel(5_001);
      await expect(online()).resolves.toBe(1);
    } finally {
      client.close();
    }
  } finally {
    clock.restore();
    await cached.close();
  }
});
