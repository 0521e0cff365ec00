import { baseApi } from '@/api/baseApi';
import { getQuery } from '@/api/plainEndpoints';
import type { FeedPrivacy, Win } from '@/api/types';

/** The public tabs of the wins feed (the server lists them); "mine" is the signed-in player's own list. */
export type PublicWinsTab = 'all' | 'big';
export type WinsTab = PublicWinsTab | 'mine';

/** GET /wins, /wins/mine and the player's feed privacy (docs/wins-feed.md). */
export const winsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listWins: build.query<Win[], PublicWinsTab>({
      query: (tab) => ({ url: '/wins', params: { tab } }),
      providesTags: ['Wins'],
    }),
    listMyWins: getQuery<Win[]>(build, '/wins/mine', 'Wins'),
    getFeedPrivacy: getQuery<FeedPrivacy>(build, '/profile/feed-privacy', 'Wins'),
    updateFeedPrivacy: build.mutation<FeedPrivacy, FeedPrivacy>({
      query: (body) => ({ url: '/profile/feed-privacy', method: 'PUT', body }),
      // The name shown on wins already in the feed follows the new choice.
      invalidatesTags: ['Wins'],
    }),
  }),
});

export const { useListWinsQuery, useListMyWinsQuery, useGetFeedPrivacyQuery, useUpdateFeedPrivacyMutation } = winsApi;
