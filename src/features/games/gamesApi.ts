import { baseApi } from '@/api/baseApi';
import { getQuery } from '@/api/plainEndpoints';
import type { Game, Paginated, Provider, Tag } from '@/api/types';

/** Orders the server knows for the game list. */
export type GameSort = 'popular' | 'new' | 'name';
export const gameSorts: readonly GameSort[] = ['popular', 'new', 'name'];

/** Filters of one game list; an absent filter is not sent. */
export interface GameListFilters {
  search?: string;
  provider?: string;
  tag?: string;
  /** Only the games that carry this jackpot (docs/jackpots.md). */
  jackpot?: number;
  sort?: GameSort;
}

/** Games per page of the lobby (the API's default too). */
export const GAMES_PER_PAGE = 24;

/** The page after `last`, or undefined after the last page (the list's `getNextPageParam`, and what the lobby shows). */
export const nextGamesPage = (last: Paginated<Game>): number | undefined =>
  last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;

/** Catalogue endpoints: the paged game list (infinite), one game, providers and tags. */
export const gamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listGames: build.infiniteQuery<Paginated<Game>, GameListFilters, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: nextGamesPage,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/games',
        params: { ...queryArg, page: pageParam, per_page: GAMES_PER_PAGE },
      }),
      providesTags: ['Games'],
    }),
    listProviders: getQuery<Provider[]>(build, '/providers', 'Providers'),
    listTags: getQuery<Tag[]>(build, '/tags', 'Tags'),
  }),
});

export const { useListGamesInfiniteQuery, useListProvidersQuery, useListTagsQuery } = gamesApi;
