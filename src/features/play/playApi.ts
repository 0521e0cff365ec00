import { baseApi } from '@/api/baseApi';
import { getQuery } from '@/api/plainEndpoints';
import type { Game } from '@/api/types';
import type { PlayMode, SessionAnswer } from './playTypes';

/** Game sessions, favourites and recently played games. */
export const playApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startGameSession: build.mutation<SessionAnswer, { slug: string; mode: PlayMode }>({
      query: ({ slug, mode }) => ({
        url: `/games/${encodeURIComponent(slug)}/sessions`,
        method: 'POST',
        body: { mode },
      }),
      // A session (even demo, when signed in) puts the game at the head of "recently played".
      invalidatesTags: (result) => (result ? ['RecentGames'] : []),
    }),
    listFavourites: getQuery<Game[]>(build, '/favourites', 'Favourites'),
    setFavourite: build.mutation<null, { game: Game; on: boolean }>({
      query: ({ game, on }) => ({ url: `/favourites/${encodeURIComponent(game.slug)}`, method: on ? 'PUT' : 'DELETE' }),
      // The heart flips at once; a refused request rolls it back.
      async onQueryStarted({ game, on }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          playApi.util.updateQueryData('listFavourites', undefined, (list) => {
            const without = list.filter((g) => g.slug !== game.slug);
            return on ? [game, ...without] : without;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? ['Favourites'] : []),
    }),
    listRecentGames: getQuery<Game[]>(build, '/games/recent', 'RecentGames'),
  }),
});

export const { useStartGameSessionMutation, useListFavouritesQuery, useSetFavouriteMutation, useListRecentGamesQuery } =
  playApi;
