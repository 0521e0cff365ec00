import { createSlice, freeze, original, type PayloadAction } from '@reduxjs/toolkit';
import { isPush } from './actionPatterns';
import {
  historyPositioned,
  memberJoined,
  memberLeft,
  payloadDropped,
  presenceLeft,
  presenceSynced,
  reconnected,
} from './realtimeActions';

/** pusher-js connection states (plus `idle` before Echo exists). */
export type ConnectionStatus =
  'idle' | 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

export interface RealtimeState {
  status: ConnectionStatus;
  /** True once the socket has been connected at least once (tells "connecting" from "reconnecting"). */
  everConnected: boolean;
  /** What the browser says about its network (`online` / `offline` events); the socket cannot work offline. */
  online: boolean;
  /** Events accepted and turned into actions. */
  received: number;
  /** Events whose payload failed validation: logged, counted and dropped. */
  dropped: number;
  lastDropped: { event: string; reason: string } | null;
  /** How many times the connection came back after a gap. */
  reconnects: number;
  /** uuids of the players on the presence channel; null while not joined (signed out). */
  onlineMemberIds: string[] | null;
  /**
   * The last numbered push of the player's session (`seq` in `stream`, docs/realtime-recovery.md): folded from the
   * push actions themselves, so a replayed log knows it too. Null before the first one, and after the session.
   */
  history: HistoryPosition | null;
}

/** A place in the player's history of pushes. */
export interface HistoryPosition {
  stream: string;
  seq: number;
}

const initialState: RealtimeState = {
  status: 'idle',
  everConnected: false,
  online: true,
  received: 0,
  dropped: 0,
  lastDropped: null,
  reconnects: 0,
  onlineMemberIds: null,
  history: null,
};

/** The position a numbered push moves the history to; the current one for a push without a number or an older one. */
export function historyAfter(current: HistoryPosition | null, payload: unknown): HistoryPosition | null {
  if (typeof payload !== 'object' || payload === null) return current;
  const { seq, stream } = payload as { seq?: unknown; stream?: unknown };
  if (typeof seq !== 'number' || typeof stream !== 'string') return current;
  if (current && current.stream === stream && current.seq >= seq) return current;
  return { stream, seq };
}

/** Connection status, counters and presence: the state the realtime saga reports. */
export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    connectionChanged(state, action: PayloadAction<{ status: ConnectionStatus }>) {
      state.status = action.payload.status;
      if (action.payload.status === 'connected') state.everConnected = true;
    },
    networkChanged(state, action: PayloadAction<{ online: boolean }>) {
      state.online = action.payload.online;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(payloadDropped, (state, action) => {
        state.dropped += 1;
        state.lastDropped = action.payload;
      })
      .addCase(reconnected, (state) => {
        state.reconnects += 1;
      })
      .addCase(presenceSynced, (state, action) => {
        state.onlineMemberIds = [...new Set(action.payload.memberIds)];
      })
      .addCase(memberJoined, (state, action) => {
        if (state.onlineMemberIds && !state.onlineMemberIds.includes(action.payload.memberId)) {
          state.onlineMemberIds.push(action.payload.memberId);
        }
      })
      .addCase(memberLeft, (state, action) => {
        if (state.onlineMemberIds)
          state.onlineMemberIds = state.onlineMemberIds.filter((id) => id !== action.payload.memberId);
      })
      .addCase(presenceLeft, (state) => {
        // The session's channels were left: its history position goes with them.
        state.onlineMemberIds = null;
        state.history = null;
      })
      .addCase(historyPositioned, (state, action) => {
        // A reset (after a 410) starts over from the server's word; a starting point never moves the page back.
        const { stream, seq, reset } = action.payload;
        state.history = reset ? { stream, seq } : historyAfter(state.history, { stream, seq });
      })
      .addMatcher(
        (action): action is PayloadAction<unknown> => isPush(action),
        // Every push passes here: it folds the state as it was and returns the next one, frozen as immer would
        // leave it (as the balance fold in src/session/authSlice.ts does), about three times faster than the draft.
        (draft, action) => {
          const state = original(draft) as RealtimeState;
          const history = historyAfter(state.history, action.payload);
          return freeze({ ...state, received: state.received + 1, history: history && freeze(history) });
        },
      );
  },
});

export const { connectionChanged, networkChanged } = realtimeSlice.actions;

export const realtimeReducer = realtimeSlice.reducer;
