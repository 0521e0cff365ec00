import { baseApi } from '@/api/baseApi';
import type { Paginated } from '@/api/types';
import type { DepositAnswer, Payment, PaymentMethod, Wallet } from './walletTypes';

/** Rows per page of the deposit history. */
export const PAYMENTS_PER_PAGE = 10;

/** The wallet summary, the player's deposits and starting a deposit. */
export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWallet: build.query<Wallet, void>({
      query: () => '/wallet',
      providesTags: ['Wallet'],
    }),
    listPayments: build.query<Paginated<Payment>, { page: number }>({
      query: ({ page }) => ({ url: '/payments', params: { page, per_page: PAYMENTS_PER_PAGE } }),
      providesTags: ['Payments'],
    }),
    createPayment: build.mutation<DepositAnswer, { amount: string; method: PaymentMethod }>({
      query: (body) => ({ url: '/payments', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Payments'] : []),
    }),
  }),
});

export const { useGetWalletQuery, useListPaymentsQuery, useCreatePaymentMutation } = walletApi;
