import { baseApi } from '@/api/baseApi';
import type { AccountSession, TwoFactorStatus } from '@/api/types';

/** What turning two-factor sign-in on starts with: the secret as text and the otpauth URL its QR code holds. */
export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
}

/**
 * Two-factor sign-in and the session list of the settings page (docs/account-security.md). The secret, its URL and
 * the recovery codes are redacted from action logs by their names (src/diagnostics/redaction.ts). `TwoFactor` is its
 * own tag (added here, so the first page's chunk does not carry it); `Sessions` is the app's, since a push
 * (SessionsChanged) makes it stale.
 */
export const securityApi = baseApi.enhanceEndpoints({ addTagTypes: ['TwoFactor'] }).injectEndpoints({
  endpoints: (build) => ({
    getTwoFactor: build.query<TwoFactorStatus, void>({
      query: () => '/auth/two-factor',
      providesTags: ['TwoFactor'],
    }),
    beginTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/auth/two-factor', method: 'POST' }),
    }),
    confirmTwoFactor: build.mutation<{ enabled: true; recovery_codes: string[] }, { one_time_code: string }>({
      query: (body) => ({ url: '/auth/two-factor/confirm', method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
    disableTwoFactor: build.mutation<TwoFactorStatus, { one_time_code: string; current_password?: string }>({
      query: (body) => ({ url: '/auth/two-factor/disable', method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
    listSessions: build.query<AccountSession[], void>({
      query: () => '/auth/sessions',
      transformResponse: (answer: { data: AccountSession[] }) => answer.data,
      providesTags: ['Sessions'],
    }),
    signOutSession: build.mutation<null, number>({
      query: (id) => ({ url: `/auth/sessions/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
    }),
    signOutOtherSessions: build.mutation<null, void>({
      query: () => ({ url: '/auth/sessions/sign-out-others', method: 'POST' }),
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const {
  useGetTwoFactorQuery,
  useBeginTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useListSessionsQuery,
  useSignOutSessionMutation,
  useSignOutOtherSessionsMutation,
} = securityApi;
