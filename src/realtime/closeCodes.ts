/**
 * What a Pusher close code asks of the client (docs/realtime-client.md, "Reconnect"): the socket host stops
 * pusher-js's own retry for these codes (a fixed 1 s, or none at all, for a whole fleet at once), and the
 * connection supervisor follows this instead.
 */

/**
 * - `refused`: 4000–4099 (no such app, app disabled, over the connection quota, …) and 4300–4399 (pusher-js's
 *   reading of "other"): connecting again unchanged cannot help, so the page does not reconnect and shows the error.
 * - `backoff`: 4100–4199 (over capacity) and WebSocket 1002–1004: reconnect after at least BACKOFF_FLOOR_MS plus the
 *   usual jittered back-off.
 * - `retry`: 4200–4299 (generic, pong not received, closed after inactivity): reconnect at once, spread over
 *   RETRY_AT_ONCE_MS so that a server closing every socket does not get them all back in the same instant.
 */
export type CloseAction = 'refused' | 'backoff' | 'retry';

/** The least wait after a `backoff` close, as the Pusher protocol asks. */
export const BACKOFF_FLOOR_MS = 1000;
/** A `retry` close reconnects after a wait drawn uniformly from 0 to this. */
export const RETRY_AT_ONCE_MS = 1000;

/** The action for a close code; null for a code the client handles as a plain drop (1000, 1001, 1005, 1006, …). */
export function closeActionOf(code: number): CloseAction | null {
  if (code >= 1002 && code <= 1004) return 'backoff';
  if (code < 4000) return null;
  if (code < 4100) return 'refused';
  if (code < 4200) return 'backoff';
  if (code < 4300) return 'retry';
  return 'refused';
}
