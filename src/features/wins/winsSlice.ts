import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Win } from '@/api/types';
import { ownWinRecorded, winRecorded } from '@/realtime/realtimeActions';
import { signedIn, signedOut } from '@/session/sessionActions';
import { winsApi, type WinsTab } from './winsApi';

/** The live lists of the wins feed, each newest first and at most WINS_KEPT long. */
export type WinsState = Record<WinsTab, Win[]> & { ownerUuid: string | null };

/** How many wins each list keeps: a burst of pushes replaces the oldest, the page never grows. */
export const WINS_KEPT = 30;

export const initialWinsState: WinsState = { all: [], big: [], mine: [], ownerUuid: null };

/** A pushed win on top of a list (a win the list already holds, as after a re-fetch, is skipped). */
function pushWin(list: Win[], win: Win): void {
  const newest = list[0];
  if (newest === undefined || win.id > newest.id) {
    list.unshift(win);
    if (list.length > WINS_KEPT) list.length = WINS_KEPT;
  } else if (!list.some((kept) => kept.id === win.id)) {
    mergeWins(list, [win]);
  }
}

/** An answer merged into a list: its wins replace the kept ones with their ids (the name may have been hidden since). */
function mergeWins(list: Win[], answer: readonly Win[]): void {
  const byId = new Map<number, Win>();
  for (const win of list) byId.set(win.id, win);
  for (const win of answer) byId.set(win.id, win);
  const merged = [...byId.values()].sort((a, b) => b.id - a.id).slice(0, WINS_KEPT);
  list.splice(0, list.length, ...merged);
}

/**
 * The wins feed: GET /wins and /wins/mine answers, with WinRecorded (everyone's public wins) and OwnWinRecorded (the
 * player's own) folded on top. Injected with the feed's chunk (src/routes/composed/WinsFeedSlot.tsx).
 */
export const winsSlice = createSlice({
  name: 'wins',
  initialState: initialWinsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(winRecorded, (state, { payload: { win } }) => {
        pushWin(state.all, win);
        if (win.big) pushWin(state.big, win);
      })
      .addCase(ownWinRecorded, (state, { payload: { win } }) => pushWin(state.mine, win))
      .addCase(signedOut, (state) => {
        state.mine = [];
        state.ownerUuid = null;
      })
      .addCase(signedIn, (state, action) => {
        // Another account: the previous one's wins must not show under "mine".
        if (state.ownerUuid !== action.payload.user.uuid) state.mine = [];
        state.ownerUuid = action.payload.user.uuid;
      })
      .addMatcher(
        winsApi.endpoints.listWins.matchFulfilled,
        (state, action: PayloadAction<Win[], string, { arg: { originalArgs: 'all' | 'big' } }>) =>
          mergeWins(state[action.meta.arg.originalArgs], action.payload),
      )
      .addMatcher(winsApi.endpoints.listMyWins.matchFulfilled, (state, action) =>
        mergeWins(state.mine, action.payload),
      );
  },
});
