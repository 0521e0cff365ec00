import { all } from 'redux-saga/effects';

/** Starts every long-lived saga of the app; each one documents what it owns and when it stops. */
export function* rootSaga(): Generator {
  yield all([]);
}
