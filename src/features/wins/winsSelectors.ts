import { createSelector } from '@reduxjs/toolkit';
import type { Win } from '@/api/types';
import type { WinsTab } from './winsApi';
import { initialWinsState, type WinsState } from './winsSlice';

/** How many wins the feed shows at once (the lists keep a few more). */
export const WINS_SHOWN = 12;

interface WithWins {
  /** Absent until the feed's chunk injects its slice. */
  wins?: WinsState;
}

const selectList = (state: WithWins, tab: WinsTab): Win[] => (state.wins ?? initialWinsState)[tab];

/** The wins a tab shows, newest first: the same array while the list is unchanged, so a push elsewhere renders nothing. */
export const selectShownWins = createSelector([selectList], (list): Win[] => list.slice(0, WINS_SHOWN));
