import { baseApi } from '@/api/baseApi';
import { getQuery } from '@/api/plainEndpoints';
import type { Promotion } from '@/api/types';

/** The promotions list. */
export const promotionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPromotions: getQuery<Promotion[]>(build, '/promotions', 'Promotions'),
  }),
});

export const { useListPromotionsQuery } = promotionsApi;
