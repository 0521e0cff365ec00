import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** pusher-js connection states as the UI cares about them. */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'unavailable' | 'disconnected';

export interface RealtimeState {
  status: ConnectionStatus;
}

const initialState: RealtimeState = { status: 'idle' };

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    connectionChanged(state, action: PayloadAction<{ status: ConnectionStatus }>) {
      state.status = action.payload.status;
    },
  },
});

export const { connectionChanged } = realtimeSlice.actions;
export const realtimeReducer = realtimeSlice.reducer;
