/** The home page's counters agree with what they count: running tournaments, and the players the header counts online. */
import { contractServerForFile, demoTokensForFile } from '../../../support/contractServer';
import { connectPusher, json } from '../../../support/contractServerHelpers';

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

it("counts players online as the presence channel does (the header's figure), live", async () => {
  await expect(counter('players_online')).resolves.toBe(0);
  const client = await connectPusher(server.realtime.port, server.realtime.key);
  try {
    const channel = 'presence-AuthorizedUsers';
    const auth = await json<{ auth: string; channel_data: string }>(
      await server.api('/broadcasting/auth', {
        method: 'POST',
        token: tokens.player,
        json: { socket_id: client.socketId, channel_name: channel },
      }),
    );
    client.send({ event: 'pusher:subscribe', data: { channel, auth: auth.auth, channel_data: auth.channel_data } });
    await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);
    await expect(counter('players_online')).resolves.toBe(1);
  } finally {
    client.close();
  }
});
