import { createReducer, freeze, isAnyOf, original } from '@reduxjs/toolkit';
import type { User } from '@/api/types';
import { answerWrite, pushWrite } from '@/realtime/ordering';
import { balanceChanged, paymentFulfilled, userUpdated } from '@/realtime/realtimeActions';
import { sessionApi } from './sessionApi';
import { signedIn, signedOut } from './sessionActions';
import { foldBalance, foldUser, signedInFreshness, type UserFreshness } from './userFolds';

/** `unknown` until the start-up user fetch answers. */
export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  /** The signed-in user; the bearer token itself never enters the store (it lives in the cookie). */
  user: User | null;
  /**
   * How fresh the user's fields and balance are (versions and times from the actions that wrote them), so an
   * older REST answer never undoes a newer push (src/realtime/ordering.ts). Absent in states preloaded by hand.
   */
  freshness?: UserFreshness;
}

const initialState: AuthState = { status: 'unknown', user: null };

/** Who is signed in. Folds the shared session events, the user's pushes and every fresh GET /auth/user answer. */
export const authReducer = createReducer(initialState, (builder) => {
  builder
    .addCase(signedIn, (state, action) => {
      state.status = 'signedIn';
      state.user = action.payload.user;
      state.freshness = signedInFreshness(action.payload.user);
    })
    .addCase(signedOut, (state) => {
      state.status = 'signedOut';
      state.user = null;
      delete state.freshness;
    })
    // Realtime pushes fold into the signed-in user (src/session/userFolds.ts), each field only when newer.
    .addCase(userUpdated, (state, action) => {
      if (!state.user) return;
      const folded = foldUser(
        state.user,
        state.freshness ?? signedInFreshness(state.user),
        action.payload.user,
        pushWrite(action),
      );
      state.user = folded.user;
      state.freshness = folded.fresh;
    })
    // A balance push (a deposit credited carries the balance too) folds the balance with its version.
    // It folds the plain state, not the draft, and returns the next state: pushes come in bursts of thousands, and
    // copying the user out of a draft costs a proxy trap per field (docs/performance.md).
    .addMatcher(isAnyOf(balanceChanged, paymentFulfilled), (draft, action) => {
      const state = original(draft) as AuthState;
      if (!state.user) return state;
      const fresh = state.freshness ?? signedInFreshness(state.user);
      const folded = foldBalance(state.user, fresh, action.payload, pushWrite(action, action.payload.balance_version));
      if (folded.user === state.user && folded.fresh === fresh) return state;
      // Immer deep-freezes a returned state, walking all it holds, but stops at what is frozen already. Only the
      // objects made here are new (what they hold was frozen with the previous state): frozen here, they cost
      // no walk, and a balance push folds in about half the time (docs/performance.md).
      freeze(folded.fresh.balance);
      return freeze({ ...state, user: freeze(folded.user), freshness: freeze(folded.fresh) });
    })
    // A refetched user (after a 'User' tag invalidation: a reconnect, a deposit, e-mail verified) replaces the
    // stored one, except what a push changed after that request was sent.
    .addMatcher(sessionApi.endpoints.getCurrentUser.matchFulfilled, (state, action) =>
      foldAnswer(state, action.payload, action),
    )
    // A saved language answers with the whole account: the locale saga compares the next choice with it.
    .addMatcher(sessionApi.endpoints.saveLocale.matchFulfilled, (state, action) =>
      foldAnswer(state, action.payload.user, action),
    );
});

/** Folds a REST answer carrying the whole user into the signed-in one. */
function foldAnswer(state: AuthState, user: User, action: Parameters<typeof answerWrite>[0]): void {
  if (state.status !== 'signedIn') return;
  if (!state.user || state.user.uuid !== user.uuid) {
    // Another person entirely (an administrator's login-as changed): nothing of the previous one is kept.
    state.user = user;
    state.freshness = signedInFreshness(user);
    return;
  }
  const folded = foldUser(state.user, state.freshness ?? signedInFreshness(state.user), user, answerWrite(action));
  state.user = folded.user;
  state.freshness = folded.fresh;
}
