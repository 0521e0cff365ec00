/**
 * Wallet side of the player's pushes (docs/wallet-client.md). Owns two side effects for each player session (`src/app/playerPushSagas.ts`):
 * the lists a push makes stale are invalidated by tag (deposits, withdrawals, wallet, limits), and
 * PaymentDeclined, WithdrawalStatusChanged and LimitWarning show one toast each in the current language.
 * The balance itself is folded by the auth slice (BalanceChanged / PaymentFulfilled).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put, takeEvery } from 'redux-saga/effects';
import { baseApi, type tagTypes } from '@/api/baseApi';
import { interpolate, type Locale } from '@/i18n/messages';
import { ofTypes } from '@/realtime/actionPatterns';
import { pushToast, type PushToast } from '@/realtime/pushToast';
import { staleTagsOf } from '@/realtime/pushEffects';
import { isRecovered } from '@/realtime/recoveredPush';
import {
  kycStatusChanged,
  limitWarned,
  paymentDeclined,
  paymentFulfilled,
  withdrawalStatusChanged,
} from '@/realtime/realtimeActions';
import { formatMoney } from '@/ui/format';
import { walletPushMessages } from './pushMessages';

type TagType = (typeof tagTypes)[number];

const withdrawalKey = {
  pending: 'withdrawalPending',
  approved: 'withdrawalApproved',
  rejected: 'withdrawalRejected',
  cancelled: 'withdrawalCancelled',
} as const;
const withdrawalVariant = { pending: 'info', approved: 'success', rejected: 'error', cancelled: 'info' } as const;
const periodKey = { day: 'periodDay', week: 'periodWeek', month: 'periodMonth' } as const;

/** The toast text and kind for one of the three wallet pushes, or null for any other action. */
export function walletPushToast(action: UnknownAction, locale: Locale, userCurrency: string): PushToast | null {
  const words = walletPushMessages[locale];
  if (paymentDeclined.match(action)) {
    return {
      text: interpolate(words.paymentDeclined, {
        amount: formatMoney(action.payload.amount, action.payload.currency_code),
      }),
      variant: 'error',
    };
  }
  if (withdrawalStatusChanged.match(action)) {
    const { withdrawal } = action.payload;
    // Only the site's decisions are news: the player's own request or cancel already showed its toast.
    if (withdrawal.status === 'pending' || withdrawal.status === 'cancelled') return null;
    return {
      text: interpolate(words[withdrawalKey[withdrawal.status]], {
        amount: formatMoney(withdrawal.amount, withdrawal.currency_code),
      }),
      variant: withdrawalVariant[withdrawal.status],
    };
  }
  if (limitWarned.match(action)) {
    const warning = action.payload;
    return {
      text: interpolate(warning.percent === 100 ? words.limitWarning100 : words.limitWarning80, {
        percent: warning.percent,
        kind: warning.type === 'deposit' ? words.kindDeposit : words.kindLoss,
        period: words[periodKey[warning.period]],
        // LimitWarning carries no currency: limits are in the player's own currency.
        used: formatMoney(warning.used, userCurrency),
        amount: formatMoney(warning.amount, userCurrency),
      }),
      variant: 'warning',
    };
  }
  return null;
}

// What each push makes stale comes from the realtime layer's one table of push effects.
const staleTags: Record<string, readonly TagType[]> = {
  [paymentFulfilled.type]: staleTagsOf('PaymentFulfilled'),
  [paymentDeclined.type]: staleTagsOf('PaymentDeclined'),
  [withdrawalStatusChanged.type]: staleTagsOf('WithdrawalStatusChanged'),
  [limitWarned.type]: staleTagsOf('LimitWarning'),
  // Verification decides what may be withdrawn: the form's limit and the verification screen read it again.
  [kycStatusChanged.type]: staleTagsOf('KycStatusChanged'),
};

function* onWalletPush(action: UnknownAction): Generator {
  const tags = staleTags[action.type];
  if (tags) yield put(baseApi.util.invalidateTags([...tags]));
  // A recovered push is named in the recovery's summary toast instead.
  if (isRecovered(action)) return;
  yield call(pushToast, 'wallet', (locale, currency) => walletPushToast(action, locale, currency));
}

/** Invalidates stale wallet lists and shows the wallet push toasts; runs for a player's session. */
export function* walletPushSaga(): Generator {
  yield takeEvery(ofTypes(Object.keys(staleTags)), onWalletPush);
}
