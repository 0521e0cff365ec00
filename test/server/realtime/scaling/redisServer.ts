/** A throw-away `redis-server` (Debian's package; `.ci/run` installs it) on a free port, for the scaling tests. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** Whether `redis-server` can be run here; the suites skip with a printed reason otherwise. */
export const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

/** `describe`, or `describe.skip` with a warning naming the missing package. */
export function describeWithRedis(file: string): jest.Describe {
  if (!hasRedis)
    console.warn(`${file} skipped: redis-server is not installed (Debian package redis-server; .ci/run installs it)`);
  return hasRedis ? describe : describe.skip;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts redis-server on `port` without persistence; resolves once it accepts connections. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'pipe' },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
    redis.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return redis;
}

/** Kills redis-server with SIGKILL (no shutdown, as a crash) and waits until it is gone. */
export function killRedis(redis: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (redis.exitCode !== null || redis.signalCode !== null) return resolve();
    redis.once('exit', () => resolve());
    redis.kill('SIGKILL');
  });
}
