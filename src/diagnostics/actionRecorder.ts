import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { createRedactor, type Redactor } from './redaction';
import {
  REPORT_FORMAT,
  type Checkpoint,
  type ErrorRecord,
  type RecordedAction,
  type RecordedLog,
  type RouteMark,
} from './logFormat';

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
  /** Where the SPA is (path and query); null outside a browser. */
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
}

export const defaultRecorderLimits = {
  maxActions: 10_000,
  maxBytes: 8_000_000,
  checkpointEvery: 250,
  maxErrors: 20,
} as const;

interface Entry {
  action: RecordedAction;
  at: number;
  bytes: number;
}

interface SizedCheckpoint extends Checkpoint {
  bytes: number;
}

/** Stand-in for a report file found inside an action (sending a report must not copy the log into the log). */
const EMBEDDED_REPORT = '[action log omitted]';
const collapseEmbeddedReport = (value: object): string | undefined =>
  (value as { format?: unknown }).format === REPORT_FORMAT ? EMBEDDED_REPORT : undefined;

const sizeOf = (value: unknown): number => JSON.stringify(value)?.length ?? 0;

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

const browserLocation = (): string | null =>
  typeof window === 'undefined' ? null : `${window.location.pathname}${window.location.search}`;

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
  const location = options.location ?? browserLocation;
  const secrets = options.secrets ?? (() => []);

  let getState: (() => unknown) | null = null;
  let started = false;
  let base: SizedCheckpoint = { index: 0, state: undefined, bytes: 0 };
  let entries: Entry[] = [];
  let head = 0; // entries[head] is action number base.index
  let checkpoints: SizedCheckpoint[] = [];
  let routes: RouteMark[] = [];
  let errors: ErrorRecord[] = [];
  let total = 0;
  let bytes = 0;

  let redactor: Redactor = createRedactor({ collapse: collapseEmbeddedReport });
  let secretsKey = '';
  // A new secret (a fresh token) invalidates the cache of redacted copies.
  const currentRedactor = (): Redactor => {
    const list = secrets();
    const key = list.join('\u0000');
    if (key !== secretsKey) {
      secretsKey = key;
      redactor = createRedactor({ secrets: list, collapse: collapseEmbeddedReport });
    }
    return redactor;
  };

  const snapshot = (index: number): SizedCheckpoint => {
    const state = currentRedactor()(getState?.());
    return { index, state, bytes: sizeOf(state) };
  };

  const start = () => {
    started = true;
    base = snapshot(total);
    entries = [];
    head = 0;
    checkpoints = [];
    routes = [];
    bytes = base.bytes;
  };

  const noteRoute = () => {
    const raw = location();
    if (raw === null) return;
    const path = currentRedactor()(raw);
    if (routes[routes.length - 1]?.path !== path) routes.push({ index: total, path });
  };

  // Cuts the front at the oldest checkpoint until the caps hold again.
  const trim = () => {
    while (entries.length - head > maxActions || bytes > maxBytes) {
      if (entries.length === head) break;
      let next = checkpoints.shift();
      if (!next) next = snapshot(total); // one period alone exceeds the caps: keep only the present
      else bytes -= next.bytes;
      const drop = next.index - base.index;
      for (let i = head; i < head + drop; i += 1) bytes -= entries[i]?.bytes ?? 0;
      head += drop;
      bytes += next.bytes - base.bytes;
      base = next;
    }
    if (head > 1024 && head * 2 > entries.length) {
      entries = entries.slice(head);
      head = 0;
    }
    const firstKept = routes.findIndex((r) => r.index >= base.index);
    const cut = firstKept === -1 ? routes.length - 1 : firstKept - 1;
    if (cut > 0) routes = routes.slice(cut);
  };

  const record = (action: UnknownAction) => {
    const redacted = currentRedactor()(action) as RecordedAction;
    const size = sizeOf(redacted);
    entries.push({ action: redacted, at: now(), bytes: size });
    bytes += size;
    total += 1;
    const message = errorMessageOf(action);
    if (message !== null) noteError('action', message, action.type);
  };

  function noteError(source: ErrorRecord['source'], message: string, actionType?: string) {
    const record: ErrorRecord = { at: new Date(now()).toISOString(), source, message: currentRedactor()(message), index: total };
    if (actionType) record.actionType = actionType;
    errors.push(record);
    if (errors.length > maxErrors) errors = errors.slice(-maxErrors);
  }

  const middleware: Middleware = (api) => {
    getState = api.getState;
    return (next) => (action) => {
      if (!started) start();
      noteRoute();
      const result = next(action);
      record(action as UnknownAction);
      if (total % checkpointEvery === 0) {
        const checkpoint = snapshot(total);
        checkpoints.push(checkpoint);
        bytes += checkpoint.bytes;
      }
      trim();
      return result;
    };
  };

  return {
    middleware,
    getLog(limits = {}) {
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
          for (let i = current.index; i < next.index; i += 1) size -= entries[head + i - base.index]?.bytes ?? 0;
          size -= current.bytes;
          from += 1;
        }
      }
      const origin = starts[from] as SizedCheckpoint;
      const kept = entries.slice(head + origin.index - base.index);
      const later = checkpoints.filter((c) => c.index > origin.index);
      const tail = final === last ? later : [...later, final];
      const keptBytes = origin.bytes + kept.reduce((sum, e) => sum + e.bytes, 0) + tail.reduce((sum, c) => sum + c.bytes, 0);
      return {
        baseIndex: origin.index,
        baseState: origin.state,
        actions: kept.map((e) => e.action),
        timestamps: kept.map((e) => e.at),
        checkpoints: tail.map(({ index, state }) => ({ index, state })),
        routes: routes.map((r) => (r.index < origin.index ? { ...r, index: origin.index } : r)).filter((r, i, all) => all[i + 1]?.index !== r.index),
        errors: [...errors],
        totalActions: total,
        bytes: keptBytes,
      };
    },
    noteError,
    clear() {
      errors = [];
      start();
    },
    stats() {
      return { keptActions: entries.length - head, totalActions: total, bytes, errors: errors.length };
    },
  };
}
