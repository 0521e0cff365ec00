/**
 * Where the servers listen: the realtime server binds to HOST (loopback by default) like the API, and a server on any
 * other address refuses to start with APP_ENV unset or with the published realtime secret.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigurationError, startContractServer, type ContractServer } from '../../server/app';

const dataDir = mkdtempSync(join(tmpdir(), 'exposure-'));
let server: ContractServer;
const savedHost = process.env.HOST;
beforeAll(async () => {
  // As `npm run server` starts it: no host option, HOST unset.
  delete process.env.HOST;
  server = await startContractServer({ mode: 'test', logger: false, apiPort: 0, realtimePort: 0, dataDir });
});
afterAll(async () => {
  await server?.close();
  if (savedHost !== undefined) process.env.HOST = savedHost;
  rmSync(dataDir, { recursive: true, force: true });
});

/** This machine's first non-loopback IPv4 address, if it has one. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

/** Whether a TCP connection to host:port is accepted. */
const reachable = (host: string, port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

(outside ? it : it.skip)(
  `does not answer on the machine's other address (${outside ?? 'none'}), API or realtime`,
  async () => {
    expect(await reachable('127.0.0.1', server.realtime.port)).toBe(true);
    expect(await reachable(outside as string, server.realtime.port)).toBe(false);
    expect(await reachable(outside as string, server.apiPort)).toBe(false);
  },
);

it('refuses to listen beyond loopback with APP_ENV unset or the development realtime secret', async () => {
  const refusal = async (options: Parameters<typeof startContractServer>[0]): Promise<string[]> => {
    try {
      const started = await startContractServer({ logger: false, apiPort: 0, realtimePort: 0, dataDir, ...options });
      await started.close();
      return [];
    } catch (error) {
      if (!(error instanceof ConfigurationError)) throw error;
      return error.problems;
    }
  };
  const saved = process.env.APP_ENV;
  delete process.env.APP_ENV;
  try {
    const unset = await refusal({
      host: '0.0.0.0',
      realtime: { appId: 'a', key: 'k', secret: 'a-long-enough-random-secret' },
    });
    expect(unset).toEqual([expect.stringMatching(/^APP_ENV is not set while HOST is 0\.0\.0\.0/)]);
  } finally {
    if (saved !== undefined) process.env.APP_ENV = saved;
  }
  const devSecret = await refusal({ host: '0.0.0.0', mode: 'development' });
  expect(devSecret).toEqual([
    expect.stringMatching(/^REVERB_APP_SECRET holds the published development value while HOST is 0\.0\.0\.0/),
  ]);
});
