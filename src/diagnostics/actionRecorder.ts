import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { isPush } from '@/realtime/actionPatterns';
import { createRedactor, type Redactor } from './redaction';
import { REPORT_FORMAT } from './reportFormat';
import type { ErrorRecord, RecordedAction, RecordedLog } from './logFormat';
import { jsonLength } from './jsonSize';
import { browserLocation } from './historyWatch';
import { PushQueue } from './pushQueue';
import { LogBuffer, type SizedCheckpoint } from './logBuffer';

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

/**
 * What the light capture in the main chunk (`recorderHandle.ts`) kept before the recorder was loaded: the state the
 * first action met, then each action with the state after it, and each error, with the secrets as read at the time.
 */
export interface Capture {
  /** The state before the first action captured; undefined when none was. */
  startState: unknown;
  /** The secrets as read when the first action came. */
  startSecrets: readonly string[];
  events: CapturedEvent[];
}

export type CapturedEvent =
  | {
      kind: 'action';
      action: UnknownAction;
      time: number;
      /** Where the SPA was as the action came (`RecorderOptions.location`). */
      route: string | null;
      stateAfter: unknown;
      secrets: readonly string[];
    }
  | { kind: 'error'; source: ErrorRecord['source']; message: string; time: number; secrets: readonly string[] };

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
  /** The types of the last `count` actions kept, oldest first (field reports send these, never the actions). */
  recentActionTypes(count: number): string[];
  /** Counts for the report dialog. */
  stats(): { keptActions: number; totalActions: number; bytes: number; errors: number };
  /** The live secrets as last read (what DevTools' sanitizers scrub too), without reading them again. */
  secrets(): readonly string[];
  /**
   * Records what a capture saw before this recorder was made, as if it had been there from the start. Called before
   * its middleware sees an action.
   */
  ingest(capture: Capture): void;
}

export const defaultRecorderLimits = {
  maxActions: 10_000,
  maxBytes: 8_000_000,
  checkpointEvery: 250,
  maxErrors: 20,
} as const;

/** Stand-in for a report file found inside an action (sending a report must not copy the log into the log). */
const EMBEDDED_REPORT = '[action log omitted]';
const collapseEmbeddedReport = (value: object): string | undefined =>
  (value as { format?: unknown }).format === REPORT_FORMAT ? EMBEDDED_REPORT : undefined;

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

/**
 * Creates the QA action recorder: it keeps a redacted snapshot of the state it started from,
 * every action after it (redacted before it is stored) and a redacted checkpoint every
 * `checkpointEvery` actions. When a cap is exceeded the front is cut at a checkpoint, which
 * becomes the new snapshot, so the kept tail always replays (`logBuffer.ts`). Pushes are queued
 * and recorded later (`pushQueue.ts`); the log is the same as if they had been recorded at once.
 */
export function createActionRecorder(options: RecorderOptions = {}): ActionRecorder {
  const maxActions = options.maxActions ?? defaultRecorderLimits.maxActions;
  const checkpointEvery = Math.max(
    1,
    Math.min(options.checkpointEvery ?? defaultRecorderLimits.checkpointEvery, Math.floor(maxActions / 2)),
  );
  const maxBytes = options.maxBytes ?? defaultRecorderLimits.maxBytes;
  const maxErrors = options.maxErrors ?? defaultRecorderLimits.maxErrors;
  const now = options.now ?? Date.now;
  const location = options.location ?? browserLocation();
  const secrets = options.secrets ?? (() => []);
  const secretsMayChange = options.secretsMayChange ?? ((action: UnknownAction) => !isPush(action));

  let getState: (() => unknown) | null = null;
  let started = false;
  const buffer = new LogBuffer({ maxActions, maxBytes });
  let errors: ErrorRecord[] = [];
  /** Actions seen: recorded plus queued. */
  let dispatched = 0;

  let redactor: Redactor = createRedactor({ collapse: collapseEmbeddedReport });
  let sizeCache = new WeakMap<object, number>();
  let secretsKey = '';
  let liveSecrets: readonly string[] = [];
  let secretsRead = false;
  // While a capture is recorded, the secrets it read at each step stand in for reading them now.
  let capturedSecrets: readonly string[] | null = null;
  // The secrets are read again only after an action that may have changed them (not per push).
  // A new secret (a fresh token) invalidates the cache of redacted copies and their sizes.
  const currentRedactor = (): Redactor => {
    if (secretsRead) return redactor;
    secretsRead = true;
    const list = capturedSecrets ?? secrets();
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

  let lastRaw: string | null = null;
  const start = (index: number) => {
    started = true;
    lastRaw = null;
    buffer.restart(snapshot(index));
  };
  const noteRoute = (raw = location()) => {
    if (raw === null || raw === lastRaw) return;
    lastRaw = raw;
    buffer.addRoute(dispatched, currentRedactor()(raw));
  };

  function noteError(source: ErrorRecord['source'], message: string, actionType?: string, time = now()) {
    if (actionType === undefined) secretsRead = false; // from outside the store: read the secrets again
    const record: ErrorRecord = {
      at: new Date(time).toISOString(),
      source,
      message: currentRedactor()(message),
      index: buffer.total,
    };
    if (actionType) record.actionType = actionType;
    errors.push(record);
    if (errors.length > maxErrors) errors = errors.slice(-maxErrors);
  }

  /**
   * Records the next action, dispatched at `time`. `stateAfter` gives the state right after it, or is null while
   * that state is unknown (a queued push with later ones behind it: not a checkpoint position, nothing cut).
   */
  const record = (action: UnknownAction, time: number, stateAfter: (() => unknown) | null) => {
    const redacted = currentRedactor().once(action) as RecordedAction;
    // The walk, not JSON.stringify: it builds no text.
    buffer.append(redacted, time, jsonLength(redacted, null));
    const message = errorMessageOf(action);
    if (message !== null) noteError('action', message, action.type, time);
    if (stateAfter === null) return;
    if (buffer.total % checkpointEvery === 0) buffer.addCheckpoint(snapshot(buffer.total, stateAfter));
    buffer.trim(() => snapshot(buffer.total, stateAfter));
  };

  const queue = new PushQueue({ record, currentState, maxQueued: maxActions, overflowBatch: checkpointEvery });

  const middleware: Middleware = (api) => {
    getState = api.getState;
    return (next) => (action) => {
      if (!started) start(buffer.total);
      const plain = action as UnknownAction;
      const later = !secretsMayChange(plain);
      // Before any other action, the queue is recorded: the state is then exactly the one after it.
      if (!later) queue.flush();
      noteRoute();
      const result = next(action);
      dispatched += 1;
      if (later) {
        queue.add(plain, now(), dispatched % checkpointEvery === 0 ? currentState() : undefined);
      } else {
        secretsRead = false;
        record(plain, now(), currentState);
      }
      return result;
    };
  };

  function ingest(capture: Capture) {
    const readAt = (list: readonly string[]) => {
      capturedSecrets = list;
      secretsRead = false;
    };
    readAt(capture.startSecrets);
    if (capture.startState !== undefined) {
      started = true;
      lastRaw = null;
      buffer.restart(snapshot(buffer.total, () => capture.startState));
    }
    for (const event of capture.events) {
      if (event.kind === 'error') {
        readAt(event.secrets);
        noteError(event.source, event.message, undefined, event.time);
        continue;
      }
      noteRoute(event.route);
      dispatched += 1;
      readAt(event.secrets);
      record(event.action, event.time, () => event.stateAfter);
    }
    capturedSecrets = null;
    secretsRead = false;
  }

  return {
    middleware,
    ingest,
    getLog(limits = {}) {
      queue.flush();
      secretsRead = false;
      if (!started) start(buffer.total);
      return buffer.read(() => snapshot(buffer.total), errors, limits.maxBytes);
    },
    noteError(source, message, actionType) {
      queue.flush();
      noteError(source, message, actionType);
    },
    clear() {
      queue.clear();
      errors = [];
      start(dispatched);
    },
    recentActionTypes(count) {
      queue.flush();
      return buffer.recentTypes(count);
    },
    stats() {
      queue.flush();
      return {
        keptActions: buffer.keptActions,
        totalActions: buffer.total,
        bytes: buffer.bytes,
        errors: errors.length,
      };
    },
    secrets() {
      currentRedactor();
      return liveSecrets;
    },
  };
}
