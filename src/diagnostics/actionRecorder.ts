import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { isPush } from '@/realtime/actionPatterns';
import { createRedactor, type Redactor } from './redaction';
import { REPORT_FORMAT } from './reportFormat';
import type { Checkpoint, ErrorRecord, RecordedAction, RecordedLog, RouteMark } from './logFormat';

/** Caps and hooks of the recorder; every field has a default. */
export interface RecorderOptions {
  /** Most actions kept (older ones are dropped a checkpoint at a time). */
  maxActions?: number;
  /** Most characters kept (actions, base state and checkpoints, as serialised). */
  maxBytes?: number;
  /** A redacted copy of the state is kept after every this many actions. */
  checkpointEvery?: number;
  /** Most errors kept. */
  maxErrors?: number;
  /** Live secrets to scrub from every string (the current bearer token). */
  secrets?: () => readonly string[];
  /**
   * Whether an action may have changed the secrets, so they are read again before the next action is
   * recorded. Default: every action but a realtime push (`isPush`); a push never signs
   * anyone in or out, so a burst of them reads the token (a cookie) not once.
   */
  secretsMayChange?: (action: UnknownAction) => boolean;
  /** Where the SPA is (path and query); null outside a browser. Called before every action: keep it cheap. */
  location?: () => string | null;
  now?: () => number;
}

/** The recorder of one store: a middleware plus read access to what it kept. */
export interface ActionRecorder {
  /** Put it last in the chain so it sees every action that reaches the reducer (RTK Query's own ones included). */
  middleware: Middleware;
  /**
   * A replayable copy of the kept tail, ending with a checkpoint of the current state. With `maxBytes`,
   * the front is cut at a checkpoint until the copy fits (for uploads with a body limit).
   */
  getLog(limits?: { maxBytes?: number }): RecordedLog;
  /** Remembers an error the page saw (its message is redacted first). */
  noteError(source: ErrorRecord['source'], message: string, actionType?: string): void;
  /** Forgets everything and starts again from the current state. */
  clear(): void;
  /** Counts for the report dialog. */
  stats(): { keptActions: number; totalActions: number; bytes: number; errors: number };
  /** The live secrets as last read (what DevTools' sanitizers scrub too), without reading them again. */
  secrets(): readonly string[];
}

export const defaultRecorderLimits = {
  maxActions: 10_000,
  maxBytes: 8_000_000,
  checkpointEvery: 250,
  maxErrors: 20,
} as const;

/** Queued actions recorded per idle slice at most (about a millisecond's work). */
const IDLE_SLICE = 100;
/** A queue waits at most this long for an idle moment (a page that is never idle still gets its log written). */
const IDLE_TIMEOUT_MS = 1000;
/**
 * Queued pushes are recorded once none has arrived for this long: the idle moments inside a burst belong to the
 * socket (on a two-core phone the recorder would take the core the socket worker needs).
 */
const QUIET_MS = 50;
/** …or once the oldest queued push has waited this long (a stream that never pauses still gets its log written). */
const MAX_WAIT_MS = 2000;

/** Dropped slots at the front of the kept arrays before they are compacted (copying 10,000 slots is cheap). */
const COMPACT_AFTER = 1024;
/** What a dropped action's slot holds until the arrays are compacted. */
const DROPPED: RecordedAction = { type: '' };

interface SizedCheckpoint extends Checkpoint {
  bytes: number;
}

/** Stand-in for a report file found inside an action (sending a report must not copy the log into the log). */
const EMBEDDED_REPORT = '[action log omitted]';
const collapseEmbeddedReport = (value: object): string | undefined =>
  (value as { format?: unknown }).format === REPORT_FORMAT ? EMBEDDED_REPORT : undefined;

/** Characters JSON would need for a string (fast path: nothing to escape). */
// eslint-disable-next-line no-control-regex -- JSON escapes control characters, quotes, backslashes and lone surrogates
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
const stringLength = (text: string): number => (NEEDS_ESCAPE.test(text) ? JSON.stringify(text).length : text.length + 2);

/**
 * `JSON.stringify(value).length` without building the text, for the redacted copies the recorder keeps
 * (plain objects, arrays, strings, numbers, booleans, null). With `cache`, an object's size is kept by
 * identity: successive checkpoints share unchanged subtrees, so only what changed is measured again.
 */
function jsonLength(value: unknown, cache: WeakMap<object, number> | null): number {
  switch (typeof value) {
    case 'string':
      return stringLength(value);
    case 'number':
      return Number.isFinite(value) ? String(value).length : 4;
    case 'boolean':
      return value ? 4 : 5;
    case 'object':
      break;
    default:
      return JSON.stringify(value)?.length ?? 0; // undefined, functions, symbols (absent) and bigint (throws), as JSON does
  }
  if (value === null) return 4;
  const known = cache?.get(value);
  if (known !== undefined) return known;
  let size = 2;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) {
      const absent = item === undefined || typeof item === 'function' || typeof item === 'symbol';
      size += (absent ? 4 : jsonLength(item, cache)) + 1;
    }
    if (value.length > 0) size -= 1;
  } else {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return JSON.stringify(value)?.length ?? 0; // toJSON and friends
    const record = value as Record<string, unknown>;
    let fields = 0;
    for (const key in record) {
      if (!Object.prototype.hasOwnProperty.call(record, key)) continue;
      const item = record[key];
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
      size += stringLength(key) + 1 + jsonLength(item, cache) + 1;
      fields += 1;
    }
    if (fields > 0) size -= 1;
  }
  cache?.set(value, size);
  return size;
}

function errorMessageOf(action: UnknownAction): string | null {
  const meta = action.meta as { requestStatus?: string; condition?: boolean; aborted?: boolean } | undefined;
  if (!action.error || meta?.requestStatus !== 'rejected' || meta.condition || meta.aborted) return null;
  const payload = action.payload as { status?: unknown; data?: { message?: unknown } } | undefined;
  if (payload && payload.status !== undefined) {
    const message = typeof payload.data?.message === 'string' ? `: ${payload.data.message}` : '';
    return `${String(payload.status)}${message}`;
  }
  const error = action.error as { message?: unknown };
  return typeof error.message === 'string' ? error.message : 'Rejected';
}

/** Counts changes of the page's history: a route is read from `window.location` only after one. */
let historyVersion = 0;
let watchingHistory = false;

/**
 * Bumps `historyVersion` synchronously on every way a single-page app moves: `history.pushState` and
 * `replaceState` (wrapped once per page), `popstate`, `hashchange`, and the Navigation API's
 * `currententrychange` where the browser has it.
 */
function watchHistory(): void {
  if (watchingHistory || typeof window === 'undefined') return;
  watchingHistory = true;
  const bump = () => {
    historyVersion += 1;
  };
  const { history } = window;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function patched(this: History, ...args: Parameters<History['pushState']>) {
      try {
        original.apply(this, args);
      } finally {
        bump();
      }
    };
  }
  window.addEventListener('popstate', bump);
  window.addEventListener('hashchange', bump);
  (window as { navigation?: EventTarget }).navigation?.addEventListener('currententrychange', bump);
}

/** The browser's path and query, read again only after the history changed (reading `location` is not free). */
function browserLocation(): () => string | null {
  if (typeof window === 'undefined') return () => null;
  watchHistory();
  let seenVersion = -1;
  let current: string | null = null;
  return () => {
    if (seenVersion !== historyVersion) {
      seenVersion = historyVersion;
      current = `${window.location.pathname}${window.location.search}`;
    }
    return current;
  };
}

/**
 * Creates the QA action recorder: it keeps a redacted snapshot of the state it started from,
 * every action after it (redacted before it is stored) and a redacted checkpoint every
 * `checkpointEvery` actions. When a cap is exceeded the front is cut at a checkpoint, which
 * becomes the new snapshot, so the kept tail always replays.
 */
export function createActionRecorder(options: RecorderOptions = {}): ActionRecorder {
  const maxActions = options.maxActions ?? defaultRecorderLimits.maxActions;
  const checkpointEvery = Math.max(1, Math.min(options.checkpointEvery ?? defaultRecorderLimits.checkpointEvery, Math.floor(maxActions / 2)));
  const maxBytes = options.maxBytes ?? defaultRecorderLimits.maxBytes;
  const maxErrors = options.maxErrors ?? defaultRecorderLimits.maxErrors;
  const now = options.now ?? Date.now;
  const location = options.location ?? browserLocation();
  const secrets = options.secrets ?? (() => []);
  const secretsMayChange = options.secretsMayChange ?? ((action: UnknownAction) => !isPush(action));

  let getState: (() => unknown) | null = null;
  let started = false;
  let base: SizedCheckpoint = { index: 0, state: undefined, bytes: 0 };
  // The kept actions (redacted), their times and sizes in three parallel arrays (no object per action);
  // index `head` is action number base.index.
  let actions: RecordedAction[] = [];
  let times: number[] = [];
  let sizes: number[] = [];
  let head = 0;
  let checkpoints: SizedCheckpoint[] = [];
  let routes: RouteMark[] = [];
  let errors: ErrorRecord[] = [];
  let total = 0;
  let bytes = 0;

  let redactor: Redactor = createRedactor({ collapse: collapseEmbeddedReport });
  let sizeCache = new WeakMap<object, number>();
  let secretsKey = '';
  let liveSecrets: readonly string[] = [];
  let secretsRead = false;
  // The secrets are read again only after an action that may have changed them (not per push).
  // A new secret (a fresh token) invalidates the cache of redacted copies and their sizes.
  const currentRedactor = (): Redactor => {
    if (secretsRead) return redactor;
    secretsRead = true;
    const list = secrets();
    const key = list.join('\u0000');
    if (key !== secretsKey) {
      secretsKey = key;
      liveSecrets = list;
      redactor = createRedactor({ secrets: list, collapse: collapseEmbeddedReport });
      sizeCache = new WeakMap();
    }
    return redactor;
  };

  const currentState = (): unknown => getState?.();
  const snapshot = (index: number, stateAfter: () => unknown = currentState): SizedCheckpoint => {
    const state = currentRedactor()(stateAfter());
    return { index, state, bytes: jsonLength(state, sizeCache) };
  };

  // Actions that cannot change the secrets (realtime pushes) are recorded later, not while they are dispatched:
  // queued with their time and, at checkpoint positions, the state right after them. A burst of thousands then
  // costs almost nothing as it arrives, and the redaction and serialisation run when the page is idle, before the
  // next other action, or when the log is read. Actions and states are immutable, so the log is the same.
  let pending: UnknownAction[] = [];
  let pendingTimes: number[] = [];
  let pendingHead = 0;
  const pendingStates = new Map<number, unknown>();
  /** Actions seen: recorded (`total`) plus pending. */
  let dispatched = 0;
  let idleScheduled = false;

  const start = () => {
    started = true;
    base = snapshot(total);
    actions = [];
    times = [];
    sizes = [];
    head = 0;
    checkpoints = [];
    routes = [];
    lastRaw = null;
    bytes = base.bytes;
  };

  let lastRaw: string | null = null;
  const noteRoute = () => {
    const raw = location();
    if (raw === null || raw === lastRaw) return;
    lastRaw = raw;
    const path = currentRedactor()(raw);
    if (routes[routes.length - 1]?.path !== path) routes.push({ index: dispatched, path });
  };

  // Cuts the front at the oldest checkpoint until the caps hold again; `stateAfter` is the state after action `total`.
  const trim = (stateAfter: () => unknown) => {
    while (actions.length - head > maxActions || bytes > maxBytes) {
      if (actions.length === head) break;
      let next = checkpoints.shift();
      if (!next) next = snapshot(total, stateAfter); // one period alone exceeds the caps: keep only the present
      else bytes -= next.bytes;
      const drop = next.index - base.index;
      for (let i = head; i < head + drop; i += 1) {
        bytes -= sizes[i] ?? 0;
        actions[i] = DROPPED; // freed now, its slot when the arrays are next compacted
      }
      head += drop;
      bytes += next.bytes - base.bytes;
      base = next;
    }
    if (head >= COMPACT_AFTER) {
      actions = actions.slice(head);
      times = times.slice(head);
      sizes = sizes.slice(head);
      head = 0;
    }
    const firstKept = routes.findIndex((r) => r.index >= base.index);
    const cut = firstKept === -1 ? routes.length - 1 : firstKept - 1;
    if (cut > 0) routes = routes.slice(cut);
  };

  /**
   * Records the next action, dispatched at `time`. `stateAfter` gives the state right after it, or is null while
   * that state is unknown (a queued push with later ones behind it: not a checkpoint position, nothing cut).
   */
  const record = (action: UnknownAction, time: number, stateAfter: (() => unknown) | null) => {
    const redacted = currentRedactor().once(action) as RecordedAction;
    // The walk, not JSON.stringify: it builds no text (about half the time for a push, bench/recorder.ts).
    const size = jsonLength(redacted, null);
    actions.push(redacted);
    times.push(time);
    sizes.push(size);
    bytes += size;
    total += 1;
    const message = errorMessageOf(action);
    if (message !== null) noteError('action', message, action.type);
    if (stateAfter === null) return;
    if (total % checkpointEvery === 0) {
      const checkpoint = snapshot(total, stateAfter);
      checkpoints.push(checkpoint);
      bytes += checkpoint.bytes;
    }
    trim(stateAfter);
  };

  const emptyQueue = () => {
    pending = [];
    pendingTimes = [];
    pendingHead = 0;
    pendingStates.clear();
  };

  /** Records up to `limit` queued actions, oldest first. */
  const recordPending = (limit: number) => {
    const end = Math.min(pending.length, pendingHead + limit);
    for (; pendingHead < end; pendingHead += 1) {
      const index = total + 1;
      const captured = pendingStates.get(index);
      pendingStates.delete(index);
      const last = pendingHead === pending.length - 1;
      record(pending[pendingHead] as UnknownAction, pendingTimes[pendingHead] as number, captured !== undefined ? () => captured : last ? currentState : null);
    }
    if (pendingHead === pending.length) emptyQueue();
  };
  const flush = () => recordPending(Infinity);

  // Once the pushes pause, in idle slices, so recording a burst's backlog never becomes a long task. The pause is
  // told by the wall clock, not by `now` (which tests may freeze).
  let firstQueuedAt = 0;
  let lastQueuedAt = 0;
  const recordWhenIdle = () => {
    if (idleScheduled || pendingHead === pending.length) return;
    idleScheduled = true;
    setTimeout(whenQuiet, QUIET_MS);
  };
  const whenQuiet = () => {
    if (pendingHead === pending.length) {
      idleScheduled = false; // recorded meanwhile (another action, or the log was read)
      return;
    }
    const at = Date.now();
    if (at - lastQueuedAt < QUIET_MS && at - firstQueuedAt < MAX_WAIT_MS) {
      setTimeout(whenQuiet, QUIET_MS - (at - lastQueuedAt));
      return;
    }
    if (typeof requestIdleCallback === 'function') requestIdleCallback(recordSlices, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(recordSlices, 0);
  };
  const recordSlices = (deadline?: IdleDeadline) => {
    do recordPending(IDLE_SLICE);
    while (deadline !== undefined && deadline.timeRemaining() > 2 && pendingHead < pending.length);
    // What is left goes on in the next idle slice once the pushes pause (or at once, when overdue).
    if (pendingHead < pending.length) whenQuiet();
    else idleScheduled = false;
  };

  function noteError(source: ErrorRecord['source'], message: string, actionType?: string) {
    if (actionType === undefined) secretsRead = false; // from outside the store: read the secrets again
    const record: ErrorRecord = { at: new Date(now()).toISOString(), source, message: currentRedactor()(message), index: total };
    if (actionType) record.actionType = actionType;
    errors.push(record);
    if (errors.length > maxErrors) errors = errors.slice(-maxErrors);
  }

  const middleware: Middleware = (api) => {
    getState = api.getState;
    return (next) => (action) => {
      if (!started) start();
      const plain = action as UnknownAction;
      const later = !secretsMayChange(plain);
      // Before any other action, the queue is recorded: the state is then exactly the one after it.
      if (!later) flush();
      noteRoute();
      const result = next(action);
      dispatched += 1;
      if (later) {
        lastQueuedAt = Date.now();
        if (pendingHead === pending.length) firstQueuedAt = lastQueuedAt;
        pending.push(plain);
        pendingTimes.push(now());
        if (dispatched % checkpointEvery === 0) pendingStates.set(dispatched, currentState());
        // The queue holds at most what the log keeps: past that, it is recorded as it grows.
        if (pending.length - pendingHead > maxActions) recordPending(checkpointEvery);
        recordWhenIdle();
      } else {
        secretsRead = false;
        record(plain, now(), currentState);
      }
      return result;
    };
  };

  return {
    middleware,
    getLog(limits = {}) {
      flush();
      secretsRead = false;
      if (!started) start();
      const last = checkpoints[checkpoints.length - 1];
      const final = last?.index === total ? last : snapshot(total);
      // Candidate starts: the snapshot, then each checkpoint; take the earliest that fits the budget.
      const starts = [base, ...checkpoints];
      let from = 0;
      if (limits.maxBytes !== undefined) {
        let size = bytes + (final === last ? 0 : final.bytes);
        while (size > limits.maxBytes && from < starts.length - 1) {
          const current = starts[from] as SizedCheckpoint;
          const next = starts[from + 1] as SizedCheckpoint;
          for (let i = current.index; i < next.index; i += 1) size -= sizes[head + i - base.index] ?? 0;
          size -= current.bytes;
          from += 1;
        }
      }
      const origin = starts[from] as SizedCheckpoint;
      const firstKept = head + origin.index - base.index;
      const later = checkpoints.filter((c) => c.index > origin.index);
      const tail = final === last ? later : [...later, final];
      const keptBytes = origin.bytes + sizes.slice(firstKept).reduce((sum, n) => sum + n, 0) + tail.reduce((sum, c) => sum + c.bytes, 0);
      return {
        baseIndex: origin.index,
        baseState: origin.state,
        actions: actions.slice(firstKept),
        timestamps: times.slice(firstKept),
        checkpoints: tail.map(({ index, state }) => ({ index, state })),
        routes: routes.map((r) => (r.index < origin.index ? { ...r, index: origin.index } : r)).filter((r, i, all) => all[i + 1]?.index !== r.index),
        errors: [...errors],
        totalActions: total,
        bytes: keptBytes,
      };
    },
    noteError(source, message, actionType) {
      flush();
      noteError(source, message, actionType);
    },
    clear() {
      emptyQueue();
      total = dispatched;
      errors = [];
      start();
    },
    stats() {
      flush();
      return { keptActions: actions.length - head, totalActions: total, bytes, errors: errors.length };
    },
    secrets() {
      currentRedactor();
      return liveSecrets;
    },
  };
}
