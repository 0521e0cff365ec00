import { baseApi } from '@/api/baseApi';
import type { ThrottledAnswer, User, VerifyEmailRequest } from '@/api/types';

/** E-mail verification (docs/contract.md, REST rules): follow the signed link, or ask for another letter. */
export const verifyEmailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resendVerification: build.mutation<ThrottledAnswer, void>({
      query: () => ({ url: '/auth/verify-email/resend', method: 'POST' }),
    }),
    /** Seconds until a resend is allowed, asked when the page opens (nothing is sent). */
    getResendWait: build.query<{ availableIn: number }, void>({
      query: () => '/auth/verify-email/resend',
      keepUnusedDataFor: 0,
    }),
    verifyEmail: build.mutation<{ user: User; message: string }, VerifyEmailRequest>({
      query: ({ expires, hash, uuid }) => ({ url: '/auth/verify-email', params: { expires, hash, uuid } }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useResendVerificationMutation, useVerifyEmailMutation, useGetResendWaitQuery } = verifyEmailApi;
