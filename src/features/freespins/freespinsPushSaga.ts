/**
 * Free-spin pushes, for each player session (`src/app/playerPushSagas.ts`): FreespinUpdated (a free spin was played) patches the pack in the cached
 * list at once, so "N из 25" moves while the player spins; FreespinRewardNotification (a new pack) makes the list
 * stale.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';
import type { Freespin } from '@/api/types';
import { freespinsRewarded, freespinUpdated } from '@/realtime/realtimeActions';
import { freespinsApi } from './freespinsApi';

function* onFreespinUpdated(action: PayloadAction<{ freespin: Freespin }>): Generator {
  const { freespin } = action.payload;
  yield put(
    freespinsApi.util.updateQueryData('getFreespins', undefined, (list) => {
      const at = list.findIndex((f) => f.id === freespin.id);
      if (at >= 0) list[at] = freespin;
      else list.unshift(freespin);
    }),
  );
}

function* onFreespinsRewarded(): Generator {
  yield put(freespinsApi.util.invalidateTags([{ type: 'Freespins', id: 'LIST' }]));
}

/** Folds free-spin pushes into the cached list; runs for a player's session. */
export function* freespinsPushSaga(): Generator {
  yield takeEvery(freespinUpdated.type, onFreespinUpdated);
  yield takeEvery(freespinsRewarded.type, onFreespinsRewarded);
}
