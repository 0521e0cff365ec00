/**
 * Two processes writing one SQLite database: the API's writers take the write lock when they begin (IMMEDIATE) and
 * wait for the other process (busy timeout), so contention costs time, not answers; a lock held past the timeout
 * answers 503 with Retry-After, never 500; and nothing acknowledged by either process is lost.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { contractServerForFile } from '../../support/contractServer';
import { expectLaravelError, json } from '../../support/contractServerHelpers';
import { signUpThroughApi } from '../../support/signUp';

jest.setTimeout(120_000);

const ROOT = resolve(__dirname, '..', '..', '..');

/** Starts the other writer; resolves with the process once it printed `first`, and collects its output. */
async function otherWriter(
  args: string[],
  first: string,
): Promise<{ child: ChildProcess; output: () => string; exited: Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(__dirname, 'support', 'otherWriter.ts'), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise<void>((ready, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(first)) ready();
    });
    child.once('exit', (code) => fail(new Error(`other writer exited early (${String(code)})`)));
  });
  return { child, output: () => out, exited };
}

describe('with the default busy timeout', () => {
  const server = contractServerForFile();

  it("answers every concurrent write while another process keeps writing, and keeps both sides' rows", async () => {
    const writer = await otherWriter(['churn', server.dbFile, '2500', '15'], 'ready');
    const emails = Array.from({ length: 40 }, (_, i) => `contention-${i}@example.com`);
    const answers = await Promise.all(emails.map((email) => signUpThroughApi(server, email)));
    expect(answers.map((r) => r.status)).toEqual(emails.map(() => 201));
    await writer.exited;
    const acknowledged = Number(/acknowledged (\d+)/.exec(writer.output())?.[1]);
    expect(acknowledged).toBeGreaterThan(10);
    // Every sign-up that answered 201 is there, with its verification mail; every row the other process committed is there.
    for (const email of emails) {
      expect(server.db.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').get(email)).toEqual({ n: 1 });
      expect(server.db.prepare('SELECT COUNT(*) AS n FROM mails WHERE recipient = ?').get(email)).toEqual({ n: 1 });
    }
    expect(
      server.db.prepare("SELECT COUNT(*) AS n FROM mails WHERE recipient = 'other-writer@example.com'").get(),
    ).toEqual({ n: acknowledged });
  });
});

describe('with a lock held past the busy timeout', () => {
  const server = contractServerForFile({ busyTimeoutMs: 100 });

  it('answers 503 with Retry-After (nothing written), still reads, and writes once the lock is released', async () => {
    const token = await server.signInAs('player');
    const rename = (name: string): Promise<Response> =>
      server.api('/profile', { method: 'PATCH', token, json: { name } });
    const writer = await otherWriter(['hold', server.dbFile, '1500'], 'locked');

    const busy = await rename('Busy Name');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    expectLaravelError(await json(busy));
    const spin = await server.api('/games/european-roulette/sessions', {
      method: 'POST',
      token,
      json: { mode: 'real' },
    });
    expect(spin.status).toBe(503);
    expect((await server.api('/games?per_page=1')).status).toBe(200);
    expect(server.db.prepare("SELECT name FROM users WHERE email = 'player@example.com'").get()).toEqual({
      name: 'Player One',
    });

    await writer.exited;
    expect(writer.output()).toContain('released');
    expect((await rename('After Lock')).status).toBe(200);
    expect(server.db.prepare("SELECT name FROM users WHERE email = 'player@example.com'").get()).toEqual({
      name: 'After Lock',
    });
  });
});
