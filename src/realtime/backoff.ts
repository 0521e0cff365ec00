/**
 * The waits between the page's own recovery attempts: a fresh connection attempt while the socket is down
 * (realtimeSaga.ts) and a new socket worker after one failed (workerPusher.ts).
 */

/** The first attempt comes 0.5–1 s after the failure; each next one waits twice as long… */
export const RETRY_FIRST_MS = 1000;
/** …up to this (while pusher-js itself would wait 15, 30, then 60 s between attempts). */
export const RETRY_CAP_MS = 2000;

/**
 * The wait before attempt number `attempt` (0-based): exponential, capped, with "equal jitter" (half fixed, half
 * random) so that clients cut off together do not come back in step.
 */
export function retryDelay(attempt: number, capMs = RETRY_CAP_MS, random: () => number = Math.random): number {
  const ceiling = Math.min(capMs, RETRY_FIRST_MS * 2 ** Math.min(attempt, 16));
  return ceiling / 2 + (random() * ceiling) / 2;
}
