/**
 * The wins feed's chunk. Its slice joins the store when the feed first mounts (the store's reducer is replaced by one
 * with it), and WinRecorded's validator loads then: none of it weighs on a first visit (docs/wins-feed.md). Until the
 * slice is in, there is no list to show.
 */
import { useEffect } from 'react';
import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { useAppSelector, useAppStore } from '@/app/hooks';
import { staticReducers, type RootState } from '@/app/rootReducer';
import { loadPayloadValidators } from '@/realtime/events';
import WinsFeed from '@/features/wins/WinsFeed';
import { winsSlice } from '@/features/wins/winsSlice';

export default function WinsFeedSlot() {
  const store = useAppStore();
  const injected = useAppSelector((state) => state.wins !== undefined);
  useEffect(() => {
    // A failed download leaves live wins out until the next mount; the list itself still comes from GET /wins.
    loadPayloadValidators('lazy').catch(() => undefined);
    if (store.getState().wins !== undefined) return;
    // Its reducer starts the wins slice from undefined, as every reducer starts its slice.
    const withWins = combineReducers({ ...staticReducers, wins: winsSlice.reducer });
    store.replaceReducer(withWins as Reducer<RootState, UnknownAction, RootState>);
  }, [store]);
  return injected ? <WinsFeed /> : null;
}
