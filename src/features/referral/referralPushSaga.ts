/**
 * Referral pushes, for each player session (`src/app/playerPushSagas.ts`): a referral reward arrives as a cash prize
 * (CashRewardNotification), which makes the referral dashboard stale, so an open dashboard shows it at once.
 */
import { put, takeEvery } from 'redux-saga/effects';
import { baseApi } from '@/api/baseApi';
import { staleTagsOf } from '@/realtime/pushEffects';
import { cashRewarded } from '@/realtime/realtimeActions';

function* onCashRewarded(): Generator {
  yield put(baseApi.util.invalidateTags([...staleTagsOf('CashRewardNotification')]));
}

/** Refreshes the referral dashboard when a cash prize is pushed; runs for a player's session. */
export function* referralPushSaga(): Generator {
  yield takeEvery(cashRewarded.type, onCashRewarded);
}
