import { baseApi } from '@/api/baseApi';
import type { ReferralDashboard } from '@/api/types';

/** The answer of GET /referrals/{code}. */
export interface ReferralCheck {
  code: string;
  valid: boolean;
}

/** GET /referrals/{code} (whether a code belongs to a player) and the player's own dashboard (docs/referrals.md). */
export const referralApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkReferral: build.query<ReferralCheck, string>({
      query: (code) => `/referrals/${encodeURIComponent(code)}`,
    }),
    getReferralDashboard: build.query<ReferralDashboard, void>({
      query: () => '/profile/referrals',
      // Its rewards are money in the wallet: a cash prize pushed makes both stale (src/realtime/pushEffects.ts).
      providesTags: ['Wallet'],
    }),
  }),
});

export const { useCheckReferralQuery, useGetReferralDashboardQuery } = referralApi;
