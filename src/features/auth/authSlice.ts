import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@/api/types';
import { balanceChanged, paymentFulfilled, userUpdated } from '@/realtime/realtimeActions';
import { withBalance, withUpdatedUser } from '@/realtime/userFolds';

/** `unknown` until the start-up user fetch answers. */
export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  /** The signed-in user; the bearer token itself never enters the store (it lives in the cookie). */
  user: User | null;
}

const initialState: AuthState = { status: 'unknown', user: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: User }>) {
      state.status = 'signedIn';
      state.user = action.payload.user;
    },
    signedOut(state) {
      state.status = 'signedOut';
      state.user = null;
    },
  },
  // Realtime pushes fold into the signed-in user (owned by the realtime side: src/realtime/userFolds.ts).
  extraReducers: (builder) => {
    builder
      .addCase(balanceChanged, (state, action) => {
        if (state.user) state.user = withBalance(state.user, action.payload);
      })
      .addCase(paymentFulfilled, (state, action) => {
        if (state.user) state.user = withBalance(state.user, action.payload);
      })
      .addCase(userUpdated, (state, action) => {
        if (state.user) state.user = withUpdatedUser(state.user, action.payload);
      });
  },
});

export const { signedIn, signedOut } = authSlice.actions;
export const authReducer = authSlice.reducer;
