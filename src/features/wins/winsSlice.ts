import { createReducer, freeze, original, type PayloadAction } from '@reduxjs/toolkit';
import type { Win } from '@/api/types';
import { ownWinRecorded, winRecorded } from '@/realtime/realtimeActions';
import { signedIn, signedOut } from '@/session/sessionActions';
import { winsApi, type WinsTab } from './winsApi';

/** The live lists of the wins feed, each newest first and at most WINS_KEPT long. */
export type WinsState = Record<WinsTab, Win[]> & { ownerUuid: string | null };

/** How many wins each list keeps: a burst of pushes replaces the oldest, the page never grows. */
export const WINS_KEPT = 30;

export const initialWinsState: WinsState = { all: [], big: [], mine: [], ownerUuid: null };

/**
 * `list` with a pushed win on top, cut to WINS_KEPT: a new array of the same win objects, or `list` itself when it
 * already holds the win (as after a re-fetch). A win older than the newest kept one is merged in by id.
 */
export function withWin(list: Win[], win: Win): Win[] {
  const newest = list[0];
  if (newest === undefined || win.id > newest.id) {
    const next = [win];
    for (let i = 0; i < list.length && next.length < WINS_KEPT; i += 1) next.push(list[i] as Win);
    return next;
  }
  return list.some((kept) => kept.id === win.id) ? list : mergedWins(list, [win]);
}

/** An answer merged into a list: its wins replace the kept ones with their ids (the name may have been hidden since). */
export function mergedWins(list: readonly Win[], answer: readonly Win[]): Win[] {
  const byId = new Map<number, Win>();
  for (const win of list) byId.set(win.id, win);
  for (const win of answer) byId.set(win.id, win);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, WINS_KEPT);
}

/** The state with `tab`'s list replaced (the same state when the list is the same). */
function withList(state: WinsState, tab: WinsTab, list: Win[]): WinsState {
  return list === state[tab] ? state : freeze({ ...state, [tab]: freeze(list) });
}

/**
 * The wins feed: GET /wins and /wins/mine answers, with WinRecorded (everyone's public wins) and OwnWinRecorded (the
 * player's own) folded on top. Injected with the feed's chunk (src/routes/composed/WinsFeedSlot.tsx).
 *
 * A push folds the plain state (`original`) and returns the next one, as the balance push does: wins come in bursts,
 * and moving a list's entries inside an immer draft costs a proxy per entry (docs/performance.md).
 */
export const winsReducer = createReducer(initialWinsState, (builder) => {
  builder
    .addCase(winRecorded, (draft, { payload: { win } }) => {
      const state = original(draft) as WinsState;
      // Frozen here, the returned state costs immer no deep-freeze walk: what else it holds was frozen before.
      freeze(win, true);
      const next = withList(state, 'all', withWin(state.all, win));
      return win.big ? withList(next, 'big', withWin(state.big, win)) : next;
    })
    .addCase(ownWinRecorded, (draft, { payload: { win } }) => {
      const state = original(draft) as WinsState;
      freeze(win, true);
      return withList(state, 'mine', withWin(state.mine, win));
    })
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
      (state, action: PayloadAction<Win[], string, { arg: { originalArgs: 'all' | 'big' } }>) => {
        const tab = action.meta.arg.originalArgs;
        state[tab] = mergedWins(original(state)?.[tab] ?? [], action.payload);
      },
    )
    .addMatcher(winsApi.endpoints.listMyWins.matchFulfilled, (state, action) => {
      state.mine = mergedWins(original(state)?.mine ?? [], action.payload);
    });
});
