import { createSelector, createReducer } from '@reduxjs/toolkit';
import type { Paginated, Withdrawal } from '@/api/types';
import { answerWrite, freshnessAfter, isNewer, pushWrite, unwritten, type Freshness } from '@/realtime/ordering';
import { withdrawalStatusChanged } from '@/realtime/realtimeActions';
import { signedIn, signedOut } from '@/session/sessionActions';
import { answerOf } from '@/api/answerMatcher';
import type { payoutsApi } from './payoutsApi';

/** A withdrawal as its latest push left it, and how fresh that is (src/realtime/ordering.ts). */
export interface PushedWithdrawal {
  withdrawal: Withdrawal;
  freshness: Freshness;
}

export interface WithdrawalsState {
  /** By id: withdrawals a push changed and no list answer newer than that push has shown since. */
  pushed: Record<string, PushedWithdrawal>;
}

const initialState: WithdrawalsState = { pushed: {} };

/**
 * WithdrawalStatusChanged against GET /withdrawals: the list is RTK Query's cache, which the push invalidates, but
 * an answer already in flight lands first. A pushed withdrawal is shown over the listed one until an answer whose
 * request started after the push lists it.
 */
export const withdrawalsReducer = createReducer(initialState, (builder) => {
  builder
    .addCase(signedOut, () => initialState)
    .addCase(signedIn, () => initialState)
    .addCase(withdrawalStatusChanged, (state, action) => {
      const { withdrawal } = action.payload;
      const key = String(withdrawal.id);
      state.pushed[key] = {
        withdrawal,
        freshness: freshnessAfter(state.pushed[key]?.freshness ?? unwritten, pushWrite(action)),
      };
    })
    .addMatcher(answerOf<typeof payoutsApi>()('listWithdrawals'), (state, action) => {
      const write = answerWrite(action);
      for (const row of action.payload.data) {
        const pushed = state.pushed[String(row.id)];
        if (pushed && isNewer(pushed.freshness, write)) delete state.pushed[String(row.id)];
      }
    });
});

interface WithWithdrawals {
  withdrawals: WithdrawalsState;
}

const selectPushed = (state: WithWithdrawals) => state.withdrawals.pushed;

/** A page of withdrawals with every newer pushed withdrawal shown over its row; the same page while none is. */
export const selectWithPushedWithdrawals = createSelector(
  [selectPushed, (_state: WithWithdrawals, page: Paginated<Withdrawal> | undefined) => page],
  (pushed, page) => {
    if (!page || !page.data.some((row) => pushed[String(row.id)])) return page;
    return { ...page, data: page.data.map((row) => pushed[String(row.id)]?.withdrawal ?? row) };
  },
);
