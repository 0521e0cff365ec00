import { baseApi } from '@/api/baseApi';
import type { Freespin } from '@/api/types';

/** GET /freespins: the signed-in player's free spins. */
export const freespinsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFreespins: build.query<Freespin[], void>({
      query: () => '/freespins',
      providesTags: [{ type: 'Freespins', id: 'LIST' }],
    }),
  }),
});

export const { useGetFreespinsQuery } = freespinsApi;
