/**
 * The contract server's realtime endpoint caps open sockets per client address (an IPv6 /64 counting as one) and in
 * all: one more gets `pusher:error` 4100 and is closed, and a closed socket frees its place. The client addresses come
 * through the proxy TRUST_PROXY trusts (loopback here), as behind nginx.
 */
import { contractServerForFile } from '../../support/contractServer';
import { closeClients, type RawClient, rawClient } from './helpers';

const server = contractServerForFile({
  trustProxy: ['loopback'],
  realtimeLimits: { maxConnections: 5, maxConnectionsPerIp: 2 },
});

const clients: RawClient[] = [];
afterEach(() => closeClients(clients.splice(0)));

/** A socket "from" an address; resolves with its first frame's event and, when refused, its close code. */
async function connectFrom(
  address: string,
): Promise<{ client: RawClient; event: string; code?: number; data?: unknown }> {
  const client = await rawClient(server.realtime.port, server.realtime.key, { 'X-Forwarded-For': address });
  clients.push(client);
  const first =
    client.frames[0] ??
    (JSON.parse(String(await new Promise((resolve) => client.ws.once('message', resolve)))) as {
      event: string;
      data?: unknown;
    });
  if (first.event === 'pusher:connection_established') return { client, event: first.event };
  return { client, event: first.event, code: (await client.waitClose()).code, data: JSON.parse(first.data as string) };
}

it('refuses a third socket from one IPv4 address with 4100 and admits it again once one closes', async () => {
  const admitted = [await connectFrom('203.0.113.7'), await connectFrom('203.0.113.7')];
  expect(admitted.map((c) => c.event)).toEqual(['pusher:connection_established', 'pusher:connection_established']);
  const refused = await connectFrom('203.0.113.7');
  expect(refused).toMatchObject({ event: 'pusher:error', code: 4100, data: { code: 4100, message: 'Over capacity' } });
  expect((await connectFrom('203.0.113.8')).event).toBe('pusher:connection_established');

  admitted[0]!.client.close();
  await admitted[0]!.client.waitClose();
  expect((await connectFrom('203.0.113.7')).event).toBe('pusher:connection_established');
});

it('counts the addresses of one IPv6 /64 together', async () => {
  expect((await connectFrom('2001:db8:1:2::a')).event).toBe('pusher:connection_established');
  expect((await connectFrom('2001:db8:1:2:ffff:1:2:3')).event).toBe('pusher:connection_established');
  expect(await connectFrom('2001:db8:1:2::c')).toMatchObject({ event: 'pusher:error', code: 4100 });
  expect((await connectFrom('2001:db8:1:3::a')).event).toBe('pusher:connection_established');
});

it('refuses any address once the server holds its maximum of sockets', async () => {
  for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5']) {
    expect((await connectFrom(address)).event).toBe('pusher:connection_established');
  }
  expect(await connectFrom('198.51.100.6')).toMatchObject({ event: 'pusher:error', code: 4100 });
});
