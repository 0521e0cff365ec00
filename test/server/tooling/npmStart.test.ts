/**
 * `npm start` as a developer runs it (scripts/start.ts, webpack dev server), every port 0: it says it is running only
 * once the SPA serves its first page, it records the ports it got, and `npm run demo:events` finds them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectPusher } from '../../support/pusherClient';
import { RUN_FILE, type RunFile } from '../../../server/cli/runFile';

jest.setTimeout(300_000);

const root = path.resolve(__dirname, '..', '..', '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-start-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  SPA_PORT: '0',
  API_PORT: '0',
  REALTIME_PORT: '0',
  DATA_DIR: dataDir,
  APP_ENV: 'development',
};
delete env.API_BASE_URL;
delete env.SPA_URL;
delete env.CORS_ORIGIN;
delete env.NODE_ENV;

let start: ChildProcess | undefined;
let output = '';

function run(script: string, extraEnv: NodeJS.ProcessEnv): ChildProcess {
  // tsx as a loader, not its CLI: one process, whose pid the run file names and to which signals go straight.
  return spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: { ...env, ...extraEnv } });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

afterAll(async () => {
  if (start && start.exitCode === null) {
    start.kill('SIGKILL');
    await exited(start);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('npm start on free ports: the banner comes when the SPA serves, and demo:events reaches its realtime server', async () => {
  start = run('scripts/start.ts', {});
  start.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const runningAt = await new Promise<string>((resolve, reject) => {
    start?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /is running at (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1] as string);
    });
    start?.once('exit', (code) => reject(new Error(`npm start exited ${code}:\n${output}`)));
  });

  // The moment the banner says so, the first page is there: no build still under way.
  const page = await fetch(runningAt, { signal: AbortSignal.timeout(2000) });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root"');

  const ports = JSON.parse(fs.readFileSync(path.join(dataDir, RUN_FILE), 'utf8')) as RunFile;
  expect(ports.pid).toBe(start.pid);
  expect(ports.spa.url).toBe(runningAt);
  expect(ports.realtime.port).toBeGreaterThan(0);
  expect(output).toContain(`ws://localhost:${ports.realtime.port}/app/`);

  // A client of the realtime server npm start runs; demo:events is told nothing but the data folder.
  const client = await connectPusher(ports.realtime.port, 'local-key');
  client.send({ event: 'pusher:subscribe', data: { channel: 'common' } });
  await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded');
  const demo = run('server/cli/demoEvents.ts', {
    REALTIME_PORT: undefined,
    DEMO_INTERVAL_MS: '0',
    DEMO_JACKPOT_TICKS: '1',
  });
  let demoOutput = '';
  demo.stdout?.on('data', (chunk: Buffer) => (demoOutput += chunk.toString()));
  demo.stderr?.on('data', (chunk: Buffer) => (demoOutput += chunk.toString()));
  expect(await exited(demo)).toBe(0);
  const tick = await client.waitFor((f) => f.channel === 'common' && f.event === 'JackpotsUpdated', 10_000);
  expect(tick.data).toBeDefined();
  client.close();

  start.kill('SIGINT');
  expect(await exited(start)).toBe(0);
  expect(fs.existsSync(path.join(dataDir, RUN_FILE))).toBe(false);
});
