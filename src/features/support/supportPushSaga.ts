/**
 * The support desk's pushes, for an administrator's session (`src/app/playerPushSagas.ts`; docs/kyc.md): a player's
 * upload or another administrator's decision (KycReviewChanged) makes the verification list stale, so an open list
 * reads it again. The desk's channel keeps no history to recover from, so a reconnect makes the list stale too.
 */
import { put, select, takeEvery } from 'redux-saga/effects';
import { baseApi } from '@/api/baseApi';
import { staleTagsOf } from '@/realtime/pushEffects';
import { kycReviewChanged, reconnected } from '@/realtime/realtimeActions';
import { selectHasRole, type WithAuth } from '@/session/authSelectors';

function* refreshReviewList(): Generator {
  yield put(baseApi.util.invalidateTags([...staleTagsOf('KycReviewChanged')]));
}

/** Keeps an administrator's open verification list current; does nothing in a player's session. */
export function* supportPushSaga(): Generator {
  const staff = (yield select((state: WithAuth) => selectHasRole(state, 'admin'))) as boolean;
  if (!staff) return;
  yield takeEvery([kycReviewChanged.type, reconnected.type], refreshReviewList);
}
