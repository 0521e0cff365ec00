import { createSelector } from '@reduxjs/toolkit';
import type { User } from '@/api/types';
import type { AuthState, AuthStatus } from './authSlice';

export type WithAuth = { auth: AuthState };

/** The auth status: unknown (start-up), signedIn or signedOut. */
export const selectAuthStatus = (state: WithAuth): AuthStatus => state.auth.status;
/** The signed-in user or null. */
export const selectUser = (state: WithAuth): User | null => state.auth.user;
/** Whether a user is signed in. */
export const selectIsSignedIn = (state: WithAuth): boolean => state.auth.status === 'signedIn';

/** Balance and currency code only: a balance change re-renders the balance and nothing else. */
export const selectBalance = createSelector(
  [(state: WithAuth) => state.auth.user?.balance, (state: WithAuth) => state.auth.user?.currency.code],
  (balance, currencyCode) => (balance !== undefined && currencyCode !== undefined ? { balance, currencyCode } : null),
);

/** True when a signed-in user has not verified the e-mail yet (the verify-email guard forces them there). */
export const selectMustVerifyEmail = (state: WithAuth): boolean =>
  state.auth.status === 'signedIn' && state.auth.user !== null && !state.auth.user.email_verified_at;

/** The signed-in user's e-mail, for the user menu. */
export const selectUserEmail = (state: WithAuth): string | null => state.auth.user?.email ?? null;

/** Whether the user has the role. */
export const selectHasRole = (state: WithAuth, role: string): boolean =>
  state.auth.user?.roles.some((r) => r === role) ?? false;

/** Whether the user has any of the roles. */
export const selectHasAnyRole = (state: WithAuth, roles: readonly string[]): boolean =>
  state.auth.user?.roles.some((r) => roles.includes(r)) ?? false;

/**
 * Whether the signed-in user plays here: not an administrator, whose account has no wallet or notifications worth a
 * place in the header (acting as a player, the user is that player).
 */
export const selectIsPlayer = (state: WithAuth): boolean =>
  state.auth.status === 'signedIn' && !selectHasRole(state, 'admin');
