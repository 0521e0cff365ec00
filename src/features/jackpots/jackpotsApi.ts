import { baseApi } from '@/api/baseApi';
import type { JackpotDetail } from '@/api/types';

/** GET /jackpots/{id}: a jackpot, how many games carry it, and its latest winners (docs/jackpots.md). */
export const jackpotsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJackpot: build.query<JackpotDetail, number>({
      query: (id) => `/jackpots/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Jackpots', id }],
    }),
  }),
});

export const { useGetJackpotQuery } = jackpotsApi;
