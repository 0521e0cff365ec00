import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { eventActionTypes, memberJoined, memberLeft, payloadDropped, presenceLeft, presenceSynced, reconnected } from './realtimeActions';

/** pusher-js connection states (plus `idle` before Echo exists). */
export type ConnectionStatus = 'idle' | 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

export interface RealtimeState {
  status: ConnectionStatus;
  /** True once the socket has been connected at least once (tells "connecting" from "reconnecting"). */
  everConnected: boolean;
  /** Events accepted and turned into actions. */
  received: number;
  /** Events whose payload failed validation: logged, counted and dropped. */
  dropped: number;
  lastDropped: { event: string; reason: string } | null;
  /** How many times the connection came back after a gap. */
  reconnects: number;
  /** uuids of the players on the presence channel; null while not joined (signed out). */
  onlineMemberIds: string[] | null;
}

const initialState: RealtimeState = {
  status: 'idle',
  everConnected: false,
  received: 0,
  dropped: 0,
  lastDropped: null,
  reconnects: 0,
  onlineMemberIds: null,
};

const wireActionTypes: ReadonlySet<string> = new Set(Object.values(eventActionTypes));

/** Connection status, counters and presence: the state the realtime saga reports. */
export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    connectionChanged(state, action: PayloadAction<{ status: ConnectionStatus }>) {
      state.status = action.payload.status;
      if (action.payload.status === 'connected') state.everConnected = true;
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
        if (state.onlineMemberIds) state.onlineMemberIds = state.onlineMemberIds.filter((id) => id !== action.payload.memberId);
      })
      .addCase(presenceLeft, (state) => {
        state.onlineMemberIds = null;
      })
      .addMatcher(
        (action): action is PayloadAction<unknown> => wireActionTypes.has(action.type),
        (state) => {
          state.received += 1;
        },
      );
  },
});

export const { connectionChanged } = realtimeSlice.actions;
export const realtimeReducer = realtimeSlice.reducer;
