import { baseApi } from '@/api/baseApi';
import { getQuery } from '@/api/plainEndpoints';
import type { Paginated, Payout, User, Wallet, Withdrawal, WithdrawalRequest } from '@/api/types';

/** Rows per page of the withdrawal history. */
export const WITHDRAWALS_PER_PAGE = 10;

/** The public payout feed, the player's withdrawals and the withdrawal request. */
export const payoutsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPayouts: getQuery<Payout[]>(build, '/payouts', 'Payouts'),
    listWithdrawals: build.query<Paginated<Withdrawal>, { page: number }>({
      query: ({ page }) => ({ url: '/withdrawals', params: { page, per_page: WITHDRAWALS_PER_PAGE } }),
      providesTags: ['Withdrawals'],
    }),
    requestWithdrawal: build.mutation<{ withdrawal: Withdrawal; user: User }, WithdrawalRequest>({
      query: (body) => ({ url: '/withdrawals', method: 'POST', body }),
      // The balance dropped: the user is refetched (auth folds it) and the history reloads.
      invalidatesTags: (result) => (result ? ['Withdrawals', 'User', 'Wallet'] : []),
    }),
    // GET /wallet, read here for the withdrawable/bonus split (providesTags 'Wallet', so wallet pushes refresh it).
    getWithdrawable: getQuery<Wallet>(build, '/wallet', 'Wallet'),
    cancelWithdrawal: build.mutation<{ withdrawal: Withdrawal; user: User }, number>({
      query: (id) => ({ url: `/withdrawals/${id}/cancel`, method: 'POST' }),
      // The money came back: the user is refetched (auth folds it), the history and wallet reload.
      invalidatesTags: (result) => (result ? ['Withdrawals', 'User', 'Wallet'] : []),
    }),
  }),
});

export const {
  useListPayoutsQuery,
  useListWithdrawalsQuery,
  useRequestWithdrawalMutation,
  useGetWithdrawableQuery,
  useCancelWithdrawalMutation,
} = payoutsApi;
