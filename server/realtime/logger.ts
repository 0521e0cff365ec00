import type { RealtimeLogger } from './index';

/** A logger that drops everything (the default). */
export const silentLogger: RealtimeLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
