import type { RealtimeLogger } from './index';

/** A logger that drops everything (the default). */
export const silentLogger: RealtimeLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** One JSON line per entry on stdout/stderr, for `npm start`. Callers never pass secrets or signatures. */
export function jsonLogger(name = 'realtime'): RealtimeLogger {
  const write = (level: string, msg: string, meta?: object): void => {
    const line = JSON.stringify({ time: new Date().toISOString(), level, name, msg, ...meta });
    if (level === 'error') process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  };
  return {
    info: (msg, meta) => write('info', msg, meta),
    warn: (msg, meta) => write('warn', msg, meta),
    error: (msg, meta) => write('error', msg, meta),
  };
}
