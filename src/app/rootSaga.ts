import { all, call, fork } from 'redux-saga/effects';
import { sessionSaga } from '@/session/sessionSaga';
import { localeSaga } from './localeSaga';
import { realtimeSaga } from '@/realtime/realtimeSaga';
import { walletPushSaga } from '@/features/wallet/walletPushSaga';
import { bonusesPushSaga } from '@/features/bonuses/bonusesPushSaga';
import { freespinsPushSaga } from '@/features/freespins/freespinsPushSaga';

type Saga = () => Generator;

/** Runs one long-lived saga so that its crash is logged and stops only itself, not its siblings. */
export function* isolated(name: string, saga: Saga): Generator {
  try {
    yield call(saga);
  } catch (error) {
    console.error(`[saga] ${name} stopped:`, error instanceof Error ? error.message : String(error));
  }
}

/** Starts every long-lived saga of the app; each one documents what it owns and when it stops. */
export function* rootSaga(): Generator {
  yield all([
    fork(isolated, 'session', sessionSaga),
    fork(isolated, 'locale', localeSaga),
    fork(isolated, 'realtime', realtimeSaga),
    fork(isolated, 'walletPush', walletPushSaga),
    fork(isolated, 'bonusesPush', bonusesPushSaga),
    fork(isolated, 'freespinsPush', freespinsPushSaga),
  ]);
}
