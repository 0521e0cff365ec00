import type { UnknownAction } from '@reduxjs/toolkit';
import { createRedactor } from '@/diagnostics/redaction';
import type { LoadedLog, RecordedAction } from '@/diagnostics/logFormat';
import { diffStates, type StateChange } from './stateDiff';

/** How a checkpoint compared with the state folded from the snapshot. */
export interface CheckpointCheck {
  /** Session-wide number of actions applied. */
  index: number;
  ok: boolean;
  /** The first differences when it does not match. */
  differences: StateChange[];
}

/** Whether folding the actions from the snapshot reproduced every recorded checkpoint. */
export interface Verification {
  ok: boolean;
  checked: number;
  checks: CheckpointCheck[];
  /** Checkpoints outside the kept actions (cannot be checked). */
  skipped: number;
}

/** A loaded log, folded: the state after every kept action. */
export interface Replay {
  log: LoadedLog;
  /** `states[p]` is the state after `p` kept actions (`states[0]` is the snapshot). */
  states: unknown[];
  /** Number of kept actions (positions run 0..length). */
  length: number;
  verification: Verification;
  /** The error that stopped the fold, if a reducer threw (states then end there). */
  foldError: string | null;
}

/** Any root reducer (the replay treats its state as opaque JSON). */
export type FoldReducer<S> = (state: S | undefined, action: UnknownAction) => S;

const REGISTERED_SUFFIX = '/config/middlewareRegistered';

/**
 * Wraps the app's reducer for replay. RTK Query's `middlewareRegistered` action carries the random id
 * of the api instance in the recording page; folded in another page it would mark the api as "conflict".
 * The replay folds it as it was folded when recorded: registered, unless already in conflict.
 */
export function replayReducer<S>(reducer: FoldReducer<S>): FoldReducer<S> {
  return (state, action) => {
    const next = reducer(state, action);
    if (!action.type.endsWith(REGISTERED_SUFFIX) || typeof next !== 'object' || next === null) return next;
    const slice = action.type.slice(0, -REGISTERED_SUFFIX.length);
    const root = next as Record<string, unknown>;
    const before = (state as Record<string, { config?: { middlewareRegistered?: unknown } }> | undefined)?.[slice]
      ?.config?.middlewareRegistered;
    const api = root[slice] as { config?: Record<string, unknown> } | undefined;
    if (!api?.config) return next;
    return {
      ...root,
      [slice]: { ...api, config: { ...api.config, middlewareRegistered: before === 'conflict' ? 'conflict' : true } },
    } as S;
  };
}

/** Folds every kept action from the snapshot, then checks each checkpoint against the folded state. */
export function foldLog<S>(log: LoadedLog, reducer: FoldReducer<S>): Replay {
  const fold = replayReducer(reducer);
  // A DevTools export may lack preloadedState: then the reducer's initial state is the start.
  const initial = log.baseState === undefined ? reducer(undefined, { type: '@@replay/INIT' }) : (log.baseState as S);
  const states: S[] = [initial];
  let foldError: string | null = null;
  let state = initial;
  for (const action of log.actions) {
    try {
      state = fold(state, action as RecordedAction & UnknownAction);
    } catch (error) {
      foldError = `${action.type}: ${error instanceof Error ? error.message : String(error)}`;
      break;
    }
    states.push(state);
  }
  return { log, states, length: states.length - 1, verification: verifyCheckpoints(log, states), foldError };
}

/** Compares every checkpoint the file carries with the folded state at its index (both redacted). */
export function verifyCheckpoints(log: LoadedLog, states: readonly unknown[]): Verification {
  const redactor = createRedactor();
  const checks: CheckpointCheck[] = [];
  let skipped = 0;
  for (const checkpoint of log.checkpoints) {
    const position = checkpoint.index - log.baseIndex;
    if (position < 0 || position >= states.length) {
      skipped += 1;
      continue;
    }
    const differences = diffStates(checkpoint.state, redactor(states[position]), 5);
    checks.push({ index: checkpoint.index, ok: differences.length === 0, differences });
  }
  return {
    ok: checks.length > 0 && checks.every((c) => c.ok) && skipped === 0,
    checked: checks.length,
    checks,
    skipped,
  };
}

/**
 * The route the app showed at a position: the page the player was on when the action that led there ran. A mark
 * at index n is taken before action n + 1 runs (the navigation happened after action n), so position n still
 * belongs to the page being left: its last step shows what that page held when the player moved on.
 */
export function routeAt(log: LoadedLog, position: number): string | null {
  const index = log.baseIndex + position;
  let path: string | null = log.meta?.route ?? null;
  let found = false;
  for (const mark of log.routes) {
    if (mark.index >= index) break;
    path = mark.path;
    found = true;
  }
  if (!found && log.routes[0]) path = log.routes[0].path;
  return path;
}
