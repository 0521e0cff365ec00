import { baseApi } from '@/api/baseApi';

/** The answer of GET /referrals/{code}. */
export interface ReferralCheck {
  code: string;
  valid: boolean;
}

/** GET /referrals/{code}: whether a referral code belongs to a user. */
export const referralApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkReferral: build.query<ReferralCheck, string>({
      query: (code) => `/referrals/${encodeURIComponent(code)}`,
    }),
  }),
});

export const { useCheckReferralQuery } = referralApi;
