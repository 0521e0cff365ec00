/**
 * The waits between the page's own recovery attempts: a fresh connection attempt while the socket is down
 * (realtimeSaga.ts) and a new socket worker after one failed (workerPusher.ts).
 *
 * A restart of the realtime server drops every client at the same moment. With "full jitter" each wait is drawn
 * uniformly from zero to an exponential ceiling, so a fleet's attempts spread evenly over time instead of coming
 * back in waves: the first over 0–3 s, then 0–6 s, 0–12 s, up to 0–30 s (docs/realtime-client.md, "Reconnect").
 */

/** The ceiling of the first attempt's wait; each next ceiling is twice the last… */
export const RETRY_FIRST_MS = 3000;
/** …up to this (pusher-js itself would wait 15, 30, then 60 s between attempts). */
export const RETRY_CAP_MS = 30_000;

/** The wait before attempt number `attempt` (0-based): uniform in [0, min(cap, first × 2^attempt)). */
export function retryDelay(attempt: number, capMs = RETRY_CAP_MS, random: () => number = Math.random): number {
  const ceiling = Math.min(capMs, RETRY_FIRST_MS * 2 ** Math.min(attempt, 16));
  return random() * ceiling;
}
