/**
 * Slices of lazy chunks (the wins feed's) join the store when their chunk first mounts, not with the first visit. The
 * join is an action in the log, `app/sliceAdded`, so that a replay of the log folds the slice in at the same step as
 * the live store did: the recorded checkpoints then match the fold (docs/action-log.md).
 */
import { combineReducers, createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { winsReducer } from '@/features/wins/winsSlice';
import { staticReducers, type RootState } from './rootReducer';

/** The slices that join later, by state key. This module loads with their chunks (and the replay's), never before. */
const lazyReducers = { wins: winsReducer };
export type LazySliceKey = keyof typeof lazyReducers;
type LazyReducers = typeof lazyReducers;

/** Logged once the store has the slice `payload` (its state starts, as every slice's, from the reducer's initial). */
export const sliceAdded = createAction<LazySliceKey>('app/sliceAdded');

type RootReducer = Reducer<RootState, UnknownAction, Partial<RootState>>;

/** The root reducer over the static slices and these lazy ones. */
const combine = (lazy: Partial<LazyReducers>): RootReducer =>
  combineReducers({ ...staticReducers, ...lazy }) as unknown as RootReducer;

/** The store's side: what `addSlice` needs of it. */
interface SliceHost {
  getState(): RootState;
  replaceReducer(next: RootReducer): void;
  dispatch(action: UnknownAction): unknown;
}

const added = new WeakMap<SliceHost, Partial<LazyReducers>>();

/** Adds the slice `key` to the live store, once, and logs it. */
export function addSlice(store: SliceHost, key: LazySliceKey): void {
  if (store.getState()[key] !== undefined) return;
  const lazy = { ...added.get(store), [key]: lazyReducers[key] };
  added.set(store, lazy);
  store.replaceReducer(combine(lazy));
  store.dispatch(sliceAdded(key));
}

/**
 * Creates the root reducer a replay folds with: a lazy slice takes part from its `app/sliceAdded` on (or from a
 * starting state that has it), as in the live store.
 */
export function foldingReducer(): RootReducer {
  const byKeys = new Map<string, RootReducer>();
  return (state, action) => {
    const present = (Object.keys(lazyReducers) as LazySliceKey[]).filter(
      (key) => state?.[key] !== undefined || (sliceAdded.match(action) && action.payload === key),
    );
    const id = present.join(',');
    let reducer = byKeys.get(id);
    if (!reducer) {
      reducer = combine(Object.fromEntries(present.map((key) => [key, lazyReducers[key]])) as Partial<LazyReducers>);
      byKeys.set(id, reducer);
    }
    return reducer(state, action);
  };
}
