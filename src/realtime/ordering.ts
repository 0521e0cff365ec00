/**
 * The ordering rule for state that both a REST answer and a push write (docs/realtime-client.md, "Ordering"):
 * a REST answer never replaces a value that a push changed after its request was sent. "Newer" is decided only
 * from data inside the actions (a version the server sent, else the request's start time against the push's
 * receive time), never from the order the actions reached the reducer, so a replayed log folds to the same state.
 */

/** What a slice keeps beside a value to judge whether a later write of it is newer. */
export interface Freshness {
  /** The server's version of the value, when the last write carried one. */
  version: number | null;
  /** The latest time (ms) the value is known to be current as of; null while nothing wrote it. */
  asOf: number | null;
}

/** A write of a value: a push (at its `receivedAt`) or a REST answer (at its request's start). */
export interface Write {
  source: 'push' | 'answer';
  /** `meta.receivedAt` of a push, `meta.startedTimeStamp` of an RTK Query answer (ms). */
  at: number;
  /** The server's version of the written value, when it sent one. */
  version: number | null;
}

/** The freshness of a value nothing has written yet. */
export const unwritten: Freshness = { version: null, asOf: null };

/** A version field as the wire carries it (optional, a non-negative integer), or null. */
export function versionOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** The write of a realtime push action (`meta.receivedAt` from `eventMeta`). */
export function pushWrite(action: { meta: { receivedAt: number } }, version?: unknown): Write {
  return { source: 'push', at: action.meta.receivedAt, version: versionOf(version) };
}

/**
 * The write of an RTK Query fulfilled action: its request started at `meta.startedTimeStamp` (RTK Query puts the
 * pending action's start time into the fulfilled action's meta). An answer without it counts as started at 0,
 * so it never beats a push by time.
 */
export function answerWrite(action: { meta: object }, version?: unknown): Write {
  const started = (action.meta as { startedTimeStamp?: unknown }).startedTimeStamp;
  return { source: 'answer', at: typeof started === 'number' ? started : 0, version: versionOf(version) };
}

/**
 * Whether `write` may replace a value whose freshness is `current`. When both carry a version the higher (or
 * equal: the same value) wins, whatever the times. Otherwise a push always wins (pushes on one socket arrive in
 * the order the server sent them), and an answer wins only if its request started after the value's last write.
 */
export function isNewer(current: Freshness, write: Write): boolean {
  if (current.version !== null && write.version !== null) return write.version >= current.version;
  if (write.source === 'push') return true;
  return current.asOf === null || write.at > current.asOf;
}

/** The freshness of a value after `write` replaced it. */
export function freshnessAfter(current: Freshness, write: Write): Freshness {
  return { version: write.version, asOf: current.asOf === null ? write.at : Math.max(current.asOf, write.at) };
}
