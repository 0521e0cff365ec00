/**
 * Verification pushes, for each player session (`src/app/playerPushSagas.ts`): when support approves or rejects a
 * document, KycStatusChanged carries the decision and the open page shows it as a toast leading to the verification
 * screen. (The lists it makes stale are invalidated by the wallet's push saga, from the one table of push effects.)
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, takeEvery } from 'redux-saga/effects';
import { interpolate, type Locale } from '@/i18n/messages';
import { pushToast, type PushToast } from '@/realtime/pushToast';
import { isRecovered } from '@/realtime/recoveredPush';
import { kycStatusChanged } from '@/realtime/realtimeActions';
import { kycPushMessages } from './pushMessages';

/** The toast of a decision, or null for a push without one (the player's own upload). */
export function kycDecisionToast(action: UnknownAction, locale: Locale): PushToast | null {
  if (!kycStatusChanged.match(action) || !action.payload.decision) return null;
  const { kind, status, reason } = action.payload.decision;
  const words = kycPushMessages[locale];
  return {
    text:
      status === 'approved'
        ? interpolate(words.approved, { kind: words[kind] })
        : interpolate(words.rejected, { kind: words[kind], reason: reason ?? '' }),
    variant: status === 'approved' ? 'success' : 'warning',
    link: { label: words.open, path: '/verification' },
  };
}

function* onKycPush(action: UnknownAction): Generator {
  // A recovered push is named in the recovery's summary toast instead.
  if (isRecovered(action)) return;
  yield call(pushToast, 'kyc', (locale) => kycDecisionToast(action, locale));
}

/** Shows support's verification decisions as toasts; runs for a player's session. */
export function* kycPushSaga(): Generator {
  yield takeEvery(kycStatusChanged.type, onKycPush);
}
