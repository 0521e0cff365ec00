import { baseApi } from '@/api/baseApi';
import type { Game, Paginated, Promotion, Tournament } from '@/api/types';

/** A short game shelf of the home page. */
export interface ShelfArgs {
  sort: 'popular' | 'new';
  size: number;
}

/**
 * The home page's own reads. Features do not import each other, so home asks for its shelves here;
 * the cache tags are shared, so anything that invalidates games, promotions or tournaments refreshes home too.
 */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    homeGameShelf: build.query<Game[], ShelfArgs>({
      query: ({ sort, size }) => ({ url: '/games', params: { sort, per_page: size, page: 1 } }),
      transformResponse: (page: Paginated<Game>) => page.data,
      providesTags: ['Games'],
    }),
    homePromotions: build.query<Promotion[], void>({
      query: () => '/promotions',
      providesTags: ['Promotions'],
    }),
    homeTournaments: build.query<Tournament[], void>({
      query: () => '/tournaments',
      providesTags: ['Tournaments'],
    }),
  }),
});

export const { useHomeGameShelfQuery, useHomePromotionsQuery, useHomeTournamentsQuery } = homeApi;
