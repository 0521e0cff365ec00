import { baseApi } from '@/api/baseApi';
import type { Promotion } from '@/api/types';

/** The promotions list. */
export const promotionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPromotions: build.query<Promotion[], void>({
      query: () => '/promotions',
      providesTags: ['Promotions'],
    }),
  }),
});

export const { useListPromotionsQuery } = promotionsApi;
