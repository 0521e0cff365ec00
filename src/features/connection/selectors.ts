import { createSelector } from '@reduxjs/toolkit';
import type { Counter } from '@/api/types';
import type { RealtimeState } from '@/realtime/realtimeSlice';

interface WithRealtime {
  realtime: RealtimeState;
}

/** What the header indicator shows: live, connecting, reconnecting after a loss, unavailable (retrying), offline. */
export type ConnectionIndicatorState = 'connected' | 'connecting' | 'reconnecting' | 'unavailable' | 'offline';

const selectStatus = (state: WithRealtime) => state.realtime.status;
const selectEverConnected = (state: WithRealtime) => state.realtime.everConnected;
const selectOnline = (state: WithRealtime) => state.realtime.online;

/**
 * Maps pusher-js states to the indicator. The browser being offline wins over everything; `unavailable`
 * (pusher-js gave up for now; the saga keeps trying) is its own state; `failed` and `disconnected` are offline.
 */
export const selectConnectionIndicator = createSelector(
  [selectStatus, selectEverConnected, selectOnline],
  (status, everConnected, online): ConnectionIndicatorState => {
    if (online === false) return 'offline';
    switch (status) {
      case 'connected':
        return 'connected';
      case 'unavailable':
        return 'unavailable';
      case 'failed':
      case 'disconnected':
        return 'offline';
      default:
        return everConnected ? 'reconnecting' : 'connecting';
    }
  },
);

/** Live number of players on the presence channel; null when not joined (signed out). */
export const selectPresenceCount = (state: WithRealtime): number | null =>
  state.realtime.onlineMemberIds?.length ?? null;

/** The site's `players_online` counter from GET /counters, when present. */
export function playersOnlineCounter(counters: Counter[] | undefined): number | null {
  const counter = counters?.find((c) => c.key === 'players_online');
  return counter ? counter.value : null;
}
