import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@/api/types';

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
});

export const { signedIn, signedOut } = authSlice.actions;
export const authReducer = authSlice.reducer;
