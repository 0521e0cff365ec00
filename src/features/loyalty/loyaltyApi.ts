import { baseApi } from '@/api/baseApi';
import type { LoyaltyLevel } from '@/api/types';

/** The answer of GET /loyalty. */
export interface LoyaltyStatus {
  points: number;
  level: LoyaltyLevel;
  next_level: LoyaltyLevel | null;
  levels: LoyaltyLevel[];
}

/** GET /loyalty: the player's points, level, next level and the levels table. */
export const loyaltyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLoyalty: build.query<LoyaltyStatus, void>({
      query: () => '/loyalty',
      providesTags: [{ type: 'Loyalty', id: 'STATUS' }],
    }),
  }),
});

export const { useGetLoyaltyQuery } = loyaltyApi;
