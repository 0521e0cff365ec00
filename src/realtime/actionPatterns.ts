/**
 * Saga patterns for sets of action types. redux-saga offers every dispatched action to every waiting `take`, and
 * an array pattern builds one matcher per listed type for each offer; in a burst of pushes that is thousands of
 * closures a second for patterns that never match. A predicate over a Set answers with one lookup.
 */
import type { Action } from '@reduxjs/toolkit';

/** Matches an action whose type is one of `types`. */
export function ofTypes(types: Iterable<string>): (action: Action) => boolean {
  const wanted = new Set(types);
  return (action) => wanted.has(action.type);
}
