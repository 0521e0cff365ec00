import { all, fork } from 'redux-saga/effects';
import { authSaga } from '@/features/auth/authSaga';
import { localeSaga } from './localeSaga';
import { realtimeSaga } from '@/realtime/realtimeSaga';
import { walletPushSaga } from '@/features/wallet/walletPushSaga';

/** Starts every long-lived saga of the app; each one documents what it owns and when it stops. */
export function* rootSaga(): Generator {
  yield all([fork(authSaga), fork(localeSaga), fork(realtimeSaga), fork(walletPushSaga)]);
}
