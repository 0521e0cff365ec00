/**
 * Durability: the server runs as a child process (`tsx server/main.ts`), is killed with SIGKILL in the middle of a
 * stream of writes, restarted on the same data folder; every write that was answered 2xx is still there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

jest.setTimeout(90_000);

const ROOT = join(__dirname, '..', '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function startChild(dataDir: string, apiPort: number, realtimePort: number): Promise<ChildProcess> {
  // `node --import tsx` keeps the server in this one process, so SIGKILL really hits it (the tsx CLI would fork).
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      HOST: '127.0.0.1',
      REALTIME_PORT: String(realtimePort),
      DATA_DIR: dataDir,
      APP_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${apiPort}/api/currencies`);
      if (res.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

it('keeps every acknowledged write across a SIGKILL', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'contract-durability-'));
  const [apiPort, realtimePort] = [await freePort(), await freePort()];
  let child = await startChild(dataDir, apiPort, realtimePort);
  const api = `http://127.0.0.1:${apiPort}/api`;
  try {
    const acknowledged: number[] = [];
    let killed = false;
    const writer = async (worker: number): Promise<void> => {
      for (let i = 0; !killed; i++) {
        try {
          const res = await fetch(`${api}/bug-reports`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ description: `w${worker}-${i}`, report: { i } }),
          });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
        } catch {
          return; // connection refused or reset: the server is gone
        }
      }
    };
    const writers = [writer(1), writer(2), writer(3), writer(4)];
    await new Promise((r) => setTimeout(r, 1500));
    child.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    // The child may have exited while the writers finished: wait only if it has not.
    if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
    expect(acknowledged.length).toBeGreaterThan(20);

    child = await startChild(dataDir, apiPort, realtimePort);
    const admin = await fetch(`${api}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin-password' }),
    });
    const { token } = (await admin.json()) as { token: string };
    const lost: number[] = [];
    for (const id of acknowledged) {
      const found = await fetch(`${api}/admin/bug-reports/${id}`, { headers: { authorization: `Bearer ${token}` } });
      if (found.status !== 200) lost.push(id);
    }
    expect(lost).toEqual([]);
    // the demo data was seeded once, not again on restart
    const users = (await (
      await fetch(`${api}/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'player@example.com', password: 'player-password' }),
      })
    ).json()) as { user: { balance: string } };
    expect(users.user.balance).toBe('1000.00');
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
