import { baseApi } from '@/api/baseApi';
import type { User } from '@/api/types';

/** The signed link's query as the server sent it (forwarded unchanged: re-encoding would break the signature). */
export interface VerificationLink {
  expires: string;
  hash: string;
  uuid: string;
}

/** The answer of POST /auth/verify-email/resend (and of its 429). */
export interface AvailableIn {
  availableIn: number;
  message: string;
}

/** E-mail verification calls: resend the letter, and check a signed link. */
export const verifyEmailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resendVerificationEmail: build.mutation<AvailableIn, void>({
      query: () => ({ url: '/auth/verify-email/resend', method: 'POST' }),
    }),
    confirmEmailLink: build.mutation<{ user: User; message: string }, VerificationLink>({
      query: ({ expires, hash, uuid }) => ({ url: '/auth/verify-email', params: { expires, hash, uuid } }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useResendVerificationEmailMutation, useConfirmEmailLinkMutation } = verifyEmailApi;
