/**
 * The session saga. Owns: the start-up session restore (token in the cookie → GET /auth/user →
 * signed in; no token or a failed fetch → signed out, token cleared), a live GET /auth/user
 * subscription while signed in (so a 'User' tag invalidation refreshes the user everywhere), the
 * reaction to `api/unauthorized` (a rejected token signs the user out), and clearing cached data of
 * the previous user on sign-out. Runs for the store's lifetime.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { call, fork, getContext, put, select, take, takeEvery } from 'redux-saga/effects';
import { baseApi } from '@/api/baseApi';
import { UNAUTHORIZED_ACTION } from '@/api/baseQuery';
import type { User } from '@/api/types';
import type { ApiServices } from '@/api/services';
import type { AuthState } from './authSlice';
import { sessionApi } from './sessionApi';
import { signedIn, signedOut } from './sessionActions';
import { apiReached } from '@/api/blockedAnswer';
import { maintenanceChanged } from '@/realtime/realtimeActions';
import { maintenanceEnded, type BlockedKind, type BlockedState } from '@/site/blockedSlice';

type SagaDispatch = ThunkDispatch<unknown, ApiServices, UnknownAction>;
type UserSubscription = ReturnType<ReturnType<typeof sessionApi.endpoints.getCurrentUser.initiate>>;

const selectStatus = (state: { auth: AuthState }) => state.auth.status;
const selectBlocked = (state: { blocked?: BlockedState }) => state.blocked?.kind;

/** A rejected token ends the session: cookie cleared, `auth/signedOut` once. */
function* onUnauthorized(): Generator {
  const services = (yield getContext('services')) as ApiServices;
  services.tokens.clearToken();
  const status = (yield select(selectStatus)) as AuthState['status'];
  if (status === 'signedIn') yield put(signedOut());
}

/** Subscribes to GET /auth/user (a fresh request) and waits for its first answer. */
function* fetchUser(dispatch: SagaDispatch): Generator<unknown, { subscription: UserSubscription; user: User | null }> {
  const subscription = dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
  try {
    const user = (yield call(() => subscription.unwrap())) as User;
    return { subscription, user };
  } catch {
    return { subscription, user: null };
  }
}

/**
 * The start-up fetch of the user, asked again once maintenance ends or the API answers again: a token is not
 * given up because the site was closed or out of reach (docs/blocked-states.md).
 */
function* restoreUser(
  dispatch: SagaDispatch,
): Generator<unknown, { subscription: UserSubscription; user: User | null }> {
  for (;;) {
    const restored = (yield call(fetchUser, dispatch)) as { subscription: UserSubscription; user: User | null };
    const blocked = (yield select(selectBlocked)) as BlockedKind | null | undefined;
    if (restored.user || !blocked || blocked === 'region') return restored;
    restored.subscription.unsubscribe();
    yield take([apiReached.type, maintenanceEnded.type, maintenanceChanged.type]);
  }
}

/** The session saga: restore at start, then follow sign-ins and sign-outs. */
export function* sessionSaga(): Generator {
  yield takeEvery(UNAUTHORIZED_ACTION, onUnauthorized);
  yield fork(sessionLoop);
}

function* sessionLoop(): Generator {
  const services = (yield getContext('services')) as ApiServices;
  const dispatch = (yield getContext('dispatch')) as SagaDispatch;
  let subscription: UserSubscription | null = null;

  if (services.tokens.getToken()) {
    const restored = (yield call(restoreUser, dispatch)) as { subscription: UserSubscription; user: User | null };
    if (restored.user) {
      subscription = restored.subscription;
      yield put(signedIn({ user: restored.user }));
    } else {
      restored.subscription.unsubscribe();
      services.tokens.clearToken();
      yield put(signedOut());
    }
  } else {
    yield put(signedOut());
  }

  for (;;) {
    if (!subscription) {
      yield take(signedIn.type);
      subscription = dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined));
    }
    yield take(signedOut.type);
    subscription.unsubscribe();
    subscription = null;
    // The next user must not see the previous one's cached lists.
    yield put(baseApi.util.resetApiState());
  }
}
