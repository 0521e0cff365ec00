import { baseApi } from '@/api/baseApi';
import type { RewardProgram, RewardPrograms } from '@/api/types';

/** The rewards claim centre (docs/rewards-claims.md): GET /rewards and POST /rewards/{program}/claim. */
export const rewardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRewards: build.query<RewardPrograms, void>({
      query: () => '/rewards',
      // A claim is a cash prize: its push makes the wallet's lists stale (src/realtime/pushEffects.ts), this one too.
      providesTags: ['Wallet'],
    }),
    claimReward: build.mutation<RewardProgram, RewardProgram['id']>({
      query: (program) => ({ url: `/rewards/${program}/claim`, method: 'POST' }),
      invalidatesTags: ['Wallet'],
    }),
  }),
});

export const { useGetRewardsQuery, useClaimRewardMutation } = rewardsApi;
