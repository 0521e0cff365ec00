import { baseApi } from '@/api/baseApi';
import { getQuery } from '@/api/plainEndpoints';
import type { Tournament, TournamentDetail } from '@/api/types';

/** A tournament with its leaderboard's top rows, its prizes by place and the viewer's own row, as GET /tournaments/{id} answers. */
export type { TournamentDetail };

/** Tournaments: the list and one tournament with its leaderboard. */
export const tournamentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTournaments: getQuery<Tournament[]>(build, '/tournaments', 'Tournaments'),
    getTournament: build.query<TournamentDetail, number>({
      query: (id) => `/tournaments/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Tournaments', id }],
    }),
  }),
});

export const { useListTournamentsQuery, useGetTournamentQuery } = tournamentsApi;
