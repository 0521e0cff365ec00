/**
 * The ports `npm start` actually bound, kept in its data folder while it runs (docs/server.md, "Running it"), so
 * that `npm run demo:events` and other helpers find a server started on free ports (REALTIME_PORT=0 and the like).
 */
import fs from 'node:fs';
import path from 'node:path';

export const RUN_FILE = 'running.json';

export interface RunFile {
  /** the process that wrote the file (a file left by a process that is gone is ignored) */
  pid: number;
  api: { port: number; url: string };
  realtime: { port: number };
  spa: { port: number; url: string };
}

/** Writes the file whole or not at all: a reader never sees half of it. */
export function writeRunFile(dataDir: string, run: RunFile): string {
  const file = path.join(dataDir, RUN_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(temp, `${JSON.stringify(run, null, 2)}\n`);
  fs.renameSync(temp, file);
  return file;
}

/** Removes the file if this process wrote it (a second `npm start` on the same folder may have replaced it). */
export function removeRunFile(dataDir: string): void {
  const file = path.join(dataDir, RUN_FILE);
  if (readRunFile(dataDir)?.pid === process.pid) fs.rmSync(file, { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The file of a running `npm start` in this data folder, or undefined (none, unreadable, or its process is gone). */
export function readRunFile(dataDir: string): RunFile | undefined {
  let run: Partial<RunFile>;
  try {
    run = JSON.parse(fs.readFileSync(path.join(dataDir, RUN_FILE), 'utf8')) as Partial<RunFile>;
  } catch {
    return undefined;
  }
  const ok =
    typeof run.pid === 'number' &&
    typeof run.realtime?.port === 'number' &&
    typeof run.api?.port === 'number' &&
    typeof run.spa?.port === 'number';
  return ok && alive(run.pid as number) ? (run as RunFile) : undefined;
}
