/**
 * Session pushes, for each player session (`src/app/playerPushSagas.ts`; docs/account-security.md): a sign-in or a
 * sign-out elsewhere (SessionsChanged) makes the «Active sessions» list stale, so an open list reads it again. A tab
 * whose own session was signed out needs nothing from here: its sockets are closed and cannot be signed again.
 */
import { put, takeEvery } from 'redux-saga/effects';
import { baseApi } from '@/api/baseApi';
import { staleTagsOf } from '@/realtime/pushEffects';
import { sessionsChanged } from '@/realtime/realtimeActions';

function* refreshSessionList(): Generator {
  yield put(baseApi.util.invalidateTags([...staleTagsOf('SessionsChanged')]));
}

/** Keeps an open session list current, recovered pushes included (they say what changed while away). */
export function* securityPushSaga(): Generator {
  yield takeEvery(sessionsChanged.type, refreshSessionList);
}
