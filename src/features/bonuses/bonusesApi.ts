import { baseApi } from '@/api/baseApi';
import type { Bonus } from '@/api/types';

/** Which tab of the bonuses screen: `finished` includes expired bonuses (the server groups them). */
export type BonusStatusFilter = 'active' | 'finished';

/** GET /bonuses?status=…: the signed-in player's bonuses. */
export const bonusesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBonuses: build.query<Bonus[], BonusStatusFilter>({
      query: (status) => ({ url: '/bonuses', params: { status } }),
      providesTags: [{ type: 'Bonuses', id: 'LIST' }],
    }),
  }),
});

export const { useGetBonusesQuery } = bonusesApi;
