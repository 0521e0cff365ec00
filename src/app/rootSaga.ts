import { all, call, fork } from 'redux-saga/effects';
import { sessionSaga } from '@/session/sessionSaga';
import { localeSaga } from '@/session/localeSaga';
import { realtimeSaga, type LoadSessionSagas } from '@/realtime/realtimeSaga';

type Saga = () => Generator;

/** Runs one long-lived saga so that its crash is logged and stops only itself, not its siblings. */
export function* isolated(name: string, saga: Saga): Generator {
  try {
    yield call(saga);
  } catch (error) {
    console.error(`[saga] ${name} stopped:`, error instanceof Error ? error.message : String(error));
  }
}

/** The features' push sagas (`playerPushSagas.ts`), each isolated, for the realtime saga to run in every user session. */
const loadPlayerPushSagas: LoadSessionSagas = async () => {
  const { playerPushSagas } = await import(/* webpackChunkName: "realtime-user" */ './playerPushSagas');
  return playerPushSagas.map(
    ([name, saga]) =>
      () =>
        isolated(name, saga),
  );
};

/** Starts every long-lived saga of the app; each one documents what it owns and when it stops. */
export function* rootSaga(): Generator {
  yield all([
    fork(isolated, 'session', sessionSaga),
    fork(isolated, 'locale', localeSaga),
    fork(isolated, 'realtime', () => realtimeSaga({ loadSessionSagas: loadPlayerPushSagas })),
  ]);
}
