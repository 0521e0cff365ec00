import { createSelector } from '@reduxjs/toolkit';
import type { Counter } from '@/api/types';
import type { RealtimeState } from '@/realtime/realtimeSlice';

interface WithRealtime {
  realtime: RealtimeState;
}

/** What the header indicator shows: live, (re)connecting, or offline. */
export type ConnectionIndicatorState = 'connected' | 'connecting' | 'reconnecting' | 'offline';

const selectStatus = (state: WithRealtime) => state.realtime.status;
const selectEverConnected = (state: WithRealtime) => state.realtime.everConnected;

/** Maps pusher-js states to the indicator: `unavailable`, `failed` and `disconnected` are offline. */
export const selectConnectionIndicator = createSelector([selectStatus, selectEverConnected], (status, everConnected): ConnectionIndicatorState => {
  switch (status) {
    case 'connected':
      return 'connected';
    case 'unavailable':
    case 'failed':
    case 'disconnected':
      return 'offline';
    default:
      return everConnected ? 'reconnecting' : 'connecting';
  }
});

/** Live number of players on the presence channel; null when not joined (signed out). */
export const selectPresenceCount = (state: WithRealtime): number | null => state.realtime.onlineMemberIds?.length ?? null;

/** The site's `players_online` counter from GET /counters, when present. */
export function playersOnlineCounter(counters: Counter[] | undefined): number | null {
  const counter = counters?.find((c) => c.key === 'players_online');
  return counter ? counter.value : null;
}
