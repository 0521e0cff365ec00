/**
 * A slice that joins the store later (the wins feed's) is logged when it joins, so that the replay of a session in
 * which the player met the feed midway folds to every recorded checkpoint (docs/action-log.md).
 */
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import type { Win } from '@/api/types';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { addSlice, foldingReducer } from '@/app/lazySlices';
import { createActionRecorder } from '@/diagnostics/actionRecorder';
import { foldLog } from '@/features/replay/replayLog';
import { localeChosen } from '@/i18n/localeSlice';
import { winRecorded } from '@/realtime/realtimeActions';

const win = (id: number): Win => ({
  id,
  kind: 'spin',
  game: { slug: 'slot', title: 'Slot' },
  amount: `${id}.00`,
  currency_code: 'RUB',
  player: 'Lynx',
  big: false,
  won_at: '2026-01-01T00:00:00.000Z',
});

function recordedSession() {
  const recorder = createActionRecorder({ location: () => '/', checkpointEvery: 2 });
  const store = configureStore({
    reducer: rootReducer as (state: RootState | undefined, action: UnknownAction) => RootState,
    middleware: (getDefault) => getDefault().concat(recorder.middleware),
    devTools: false,
  });
  store.dispatch(localeChosen({ locale: 'en' }));
  // The player scrolls to the feed: its chunk adds the slice, then wins arrive.
  addSlice(store, 'wins');
  for (let id = 1; id <= 5; id += 1) store.dispatch(winRecorded({ win: win(id) }));
  return { store, log: { ...recorder.getLog(), meta: null } };
}

it('logs the join of a lazy slice, and the replay folds it in at that step: every checkpoint matches', () => {
  const { store, log } = recordedSession();
  expect(log.actions.map((action) => action.type)).toContain('app/sliceAdded');
  const replay = foldLog(log, foldingReducer());
  expect(replay.verification.checked).toBeGreaterThan(1);
  expect(replay.verification.checks.filter((check) => !check.ok)).toEqual([]);
  expect((replay.states.at(-1) as RootState).wins?.all.map((w) => w.id)).toEqual([5, 4, 3, 2, 1]);
  expect(store.getState().wins?.all).toHaveLength(5);
});

it('before the join the replayed state has no such slice, as the live one had none', () => {
  const { log } = recordedSession();
  const replay = foldLog(log, foldingReducer());
  const joinedAt = log.actions.findIndex((action) => action.type === 'app/sliceAdded');
  expect((replay.states[joinedAt] as RootState).wins).toBeUndefined();
  expect((replay.states[joinedAt + 1] as RootState).wins).toBeDefined();
});
