import { baseApi } from './baseApi';
import type { Game } from './types';

/** One game by its slug, read by the lobby's game dialog and by the play screen (one cache entry for both). */
export const gameApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGame: build.query<Game, string>({
      query: (slug) => `/games/${encodeURIComponent(slug)}`,
      transformResponse: (response: { game: Game }) => response.game,
      providesTags: (_result, _error, slug) => [{ type: 'Games', id: slug }],
    }),
  }),
});

export const { useGetGameQuery } = gameApi;
