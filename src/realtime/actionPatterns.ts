/**
 * Saga patterns for sets of action types. redux-saga offers every dispatched action to every waiting `take`, and
 * an array pattern builds one matcher per listed type for each offer; in a burst of pushes that is thousands of
 * closures a second for patterns that never match. A predicate over a Set answers with one lookup.
 */
import type { Action } from '@reduxjs/toolkit';
import { eventActionTypes } from './realtimeActions';

/** Matches an action whose type is one of `types`. */
export function ofTypes(types: Iterable<string>): (action: Action) => boolean {
  const wanted = new Set(types);
  return (action) => wanted.has(action.type);
}

/**
 * Whether an action is a push: one built from a wire event (`realtime/balanceChanged` …). The one answer to that
 * question, for every module that treats pushes apart (the action recorder's log, its secret checks).
 */
export const isPush: (action: Action) => boolean = ofTypes(Object.values(eventActionTypes));
