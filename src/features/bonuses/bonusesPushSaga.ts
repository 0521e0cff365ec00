/**
 * Bonus pushes, for each player session (`src/app/playerPushSagas.ts`): BonusUpdated (wagering moved, or free-spin winnings raised a bonus) patches
 * the bonus in both cached tabs at once; a bonus created or fulfilled makes the lists stale.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';
import type { Bonus } from '@/api/types';
import { ofTypes } from '@/realtime/actionPatterns';
import { bonusCreated, bonusFulfilled, bonusUpdated } from '@/realtime/realtimeActions';
import { bonusesApi, type BonusStatusFilter } from './bonusesApi';

const TABS: readonly BonusStatusFilter[] = ['active', 'finished'];

/** The tab a bonus belongs in. */
function tabOf(bonus: Bonus): BonusStatusFilter {
  return bonus.status === 'active' ? 'active' : 'finished';
}

function* onBonusUpdated(action: PayloadAction<{ bonus: Bonus }>): Generator {
  const { bonus } = action.payload;
  for (const tab of TABS) {
    yield put(
      bonusesApi.util.updateQueryData('getBonuses', tab, (list) => {
        const at = list.findIndex((b) => b.id === bonus.id);
        if (tabOf(bonus) !== tab) {
          if (at >= 0) list.splice(at, 1);
        } else if (at >= 0) list[at] = bonus;
        else list.unshift(bonus);
      }),
    );
  }
}

function* onBonusListStale(): Generator {
  yield put(bonusesApi.util.invalidateTags([{ type: 'Bonuses', id: 'LIST' }]));
}

/** Folds bonus pushes into the cached lists; runs for a player's session. */
export function* bonusesPushSaga(): Generator {
  yield takeEvery(bonusUpdated.type, onBonusUpdated);
  yield takeEvery(ofTypes([bonusCreated.type, bonusFulfilled.type]), onBonusListStale);
}
