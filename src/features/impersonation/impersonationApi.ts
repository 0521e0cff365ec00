import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, tagTypes } from '@/api/baseApi';
import type { ApiServices } from '@/api/services';
import type { PlayerRef, User } from '@/api/types';
import { signedIn } from '@/session/sessionActions';

export const impersonationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /auth/user once more after impersonation starts or stops: the answer is the player, or the admin again. */
    getActingUser: build.query<{ user: User }, void>({
      query: () => '/auth/user',
      keepUnusedDataFor: 0,
    }),
    /** GET /admin/players: players support may act as, by a part of the e-mail or the uuid. */
    findPlayers: build.query<{ data: PlayerRef[] }, string>({
      query: (q) => ({ url: '/admin/players', params: { q } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useFindPlayersQuery } = impersonationApi;

/**
 * After the `login_as` cookie changed: who the requests now act as becomes the session's user (a new session for the
 * realtime channels and the notification feed), and every cached list is fetched again for them.
 */
export const actingUserAdopted =
  (): ThunkAction<Promise<void>, unknown, ApiServices, UnknownAction> => async (dispatch) => {
    const { user } = await dispatch(
      impersonationApi.endpoints.getActingUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    dispatch(signedIn({ user }));
    dispatch(baseApi.util.invalidateTags([...tagTypes]));
  };
