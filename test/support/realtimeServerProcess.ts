/**
 * Our realtime server in a child process, so a test or bench can kill it the hard way (SIGKILL: no close
 * frames, sockets reset by the kernel, as when a host dies) and start it again on the same port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { RealtimeApp } from '../../server/realtime';

export interface RealtimeServerProcess {
  /** The port it listens on; the same after `restart()`. */
  port: number;
  /** When the port was last open again (epoch ms): the moment the child said it listens. */
  openedAt: number;
  /** SIGKILL, and wait until the process is gone. */
  kill(): Promise<void>;
  /** A new process on the same port; resolves when it listens. */
  restart(): Promise<void>;
  /** Stops it (if running). */
  close(): Promise<void>;
}

const root = path.resolve(__dirname, '..', '..');

function spawnServer(app: RealtimeApp, port: number): Promise<{ child: ChildProcess; port: number; openedAt: number }> {
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join(__dirname, 'runRealtimeServer.ts'),
      JSON.stringify(app),
      String(port),
    ],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, port: (JSON.parse(line) as { port: number }).port, openedAt: Date.now() });
    });
    child.once('exit', (code) => reject(new Error(`realtime server process exited early (${String(code)})`)));
  });
}

const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

/** Starts the realtime server process (port 0 = a free port, kept across restarts). */
export async function startRealtimeServerProcess(app: RealtimeApp, port = 0): Promise<RealtimeServerProcess> {
  let current = await spawnServer(app, port);
  let child: ChildProcess | null = current.child;
  const handle: RealtimeServerProcess = {
    port: current.port,
    openedAt: current.openedAt,
    async kill() {
      const running = child;
      child = null;
      if (!running) return;
      running.kill('SIGKILL');
      await exited(running);
    },
    async restart() {
      await handle.kill();
      current = await spawnServer(app, handle.port);
      child = current.child;
      handle.openedAt = current.openedAt;
    },
    async close() {
      const running = child;
      child = null;
      if (!running) return;
      running.stdin?.end();
      await exited(running);
    },
  };
  return handle;
}
