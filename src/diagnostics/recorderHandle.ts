import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { isPush } from '@/realtime/actionPatterns';
import type { ActionRecorder, Capture, RecorderOptions } from './actionRecorder';
import { browserLocation } from './historyWatch';
import type { ErrorRecord } from './logFormat';

/** The recorder is loaded once the capture holds this many actions (a first visit dispatches far fewer). */
export const CAPTURE_LIMIT = 250;

/**
 * The action recorder of one store, as the main chunk holds it: a light capture that keeps every action (with the
 * state after it) from the very first, and the recorder itself (redaction, size accounting, the log), in a chunk of
 * its own, loaded on demand or once the capture holds `CAPTURE_LIMIT` actions. The recorder records what was captured
 * as if it had been there from the start; nothing leaves the capture unredacted.
 */
export interface RecorderHandle {
  /** Put it last in the chain so it sees every action that reaches the reducer (RTK Query's own ones included). */
  middleware: Middleware;
  /** Remembers an error the page saw (the recorder redacts it). */
  noteError(source: ErrorRecord['source'], message: string): void;
  /** The types of the last `count` actions seen, oldest first (field reports send these, never the actions). */
  recentActionTypes(count: number): string[];
  /** The live secrets as last read. */
  secrets(): readonly string[];
  /** The recorder, its chunk loaded on the first call, with everything captured before recorded. */
  load(): Promise<ActionRecorder>;
}

/** Creates the handle of a store's recorder; `options` go to the recorder when it is loaded. */
export function createRecorderHandle(options: RecorderOptions & { captureLimit?: number } = {}): RecorderHandle {
  const { captureLimit = CAPTURE_LIMIT, ...recorderOptions } = options;
  const location = options.location ?? browserLocation();
  const readSecrets = options.secrets ?? (() => []);
  const secretsMayChange = options.secretsMayChange ?? ((action: UnknownAction) => !isPush(action));
  const now = options.now ?? Date.now;

  let capture: Capture = { startState: undefined, startSecrets: [], events: [] };
  let captured = 0;
  let lastSecrets: readonly string[] | null = null;
  const secretsNow = (): readonly string[] => (lastSecrets = readSecrets());
  const secrets = (): readonly string[] => lastSecrets ?? secretsNow();
  let recorder: ActionRecorder | null = null;
  let loading: Promise<ActionRecorder> | null = null;
  /** Hands the store's actions to the recorder's own middleware; set once the store has built its chain. */
  let attach: (() => void) | null = null;

  function load(): Promise<ActionRecorder> {
    loading ??= import(/* webpackChunkName: "action-recorder" */ './actionRecorder').then(
      ({ createActionRecorder }) => {
        const loaded = createActionRecorder({ ...recorderOptions, location, now });
        loaded.ingest(capture);
        capture = { startState: undefined, startSecrets: [], events: [] };
        recorder = loaded;
        attach?.();
        return loaded;
      },
      (error: unknown) => {
        // A chunk that failed to load (the network) is asked for again by the next caller; the capture goes on.
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  const middleware: Middleware = (api) => (next) => {
    let delegate: ((action: unknown) => unknown) | null = null;
    attach = () => {
      delegate = recorder?.middleware(api)(next) ?? null;
    };
    if (recorder) attach();
    return (action) => {
      if (delegate) return delegate(action);
      const plain = action as UnknownAction;
      if (captured === 0) {
        capture.startSecrets = secretsNow();
        capture.startState = api.getState();
      }
      const route = location();
      const result = next(action);
      const stateAfter: unknown = api.getState();
      capture.events.push({
        kind: 'action',
        action: plain,
        time: now(),
        route,
        stateAfter,
        secrets: secretsMayChange(plain) ? secretsNow() : secrets(),
      });
      captured += 1;
      if (captured % captureLimit === 0) load().catch(() => undefined);
      return result;
    };
  };

  return {
    middleware,
    load,
    noteError(source, message) {
      if (recorder) recorder.noteError(source, message);
      else capture.events.push({ kind: 'error', source, message, time: now(), secrets: secretsNow() });
    },
    recentActionTypes(count) {
      if (recorder) return recorder.recentActionTypes(count);
      const types: string[] = [];
      for (const event of capture.events) if (event.kind === 'action') types.push(event.action.type);
      return count > 0 ? types.slice(-count) : [];
    },
    secrets: () => (recorder ? recorder.secrets() : secrets()),
  };
}
