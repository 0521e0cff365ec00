import { createSlice } from '@reduxjs/toolkit';
import type { User } from '@/api/types';
import { balanceChanged, paymentFulfilled, userUpdated } from '@/realtime/realtimeActions';
import { sessionApi } from './sessionApi';
import { signedIn, signedOut } from './sessionActions';
import { nextBalance, withUpdatedUser } from './userFolds';

/** `unknown` until the start-up user fetch answers. */
export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  /** The signed-in user; the bearer token itself never enters the store (it lives in the cookie). */
  user: User | null;
}

const initialState: AuthState = { status: 'unknown', user: null };

/** Who is signed in. Folds the shared session events and every fresh GET /auth/user answer. */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (state, action) => {
        state.status = 'signedIn';
        state.user = action.payload.user;
      })
      .addCase(signedOut, (state) => {
        state.status = 'signedOut';
        state.user = null;
      })
      // Realtime pushes fold into the signed-in user (src/session/userFolds.ts).
      .addCase(balanceChanged, (state, action) => {
        const balance = state.user ? nextBalance(state.user, action.payload) : null;
        if (state.user && balance !== null) state.user.balance = balance;
      })
      .addCase(paymentFulfilled, (state, action) => {
        const balance = state.user ? nextBalance(state.user, action.payload) : null;
        if (state.user && balance !== null) state.user.balance = balance;
      })
      .addCase(userUpdated, (state, action) => {
        if (state.user) state.user = withUpdatedUser(state.user, action.payload);
      })
      // A refetched user (after a 'User' tag invalidation, e.g. e-mail verified) replaces the stored one.
      .addMatcher(sessionApi.endpoints.getCurrentUser.matchFulfilled, (state, action) => {
        if (state.status === 'signedIn') state.user = action.payload;
      });
  },
});

export const authReducer = authSlice.reducer;
