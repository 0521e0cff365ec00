import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { signedOut } from '@/session/sessionActions';
import type { ApiServices } from '@/api/services';
import type {
  ExclusionAnswer,
  Limit,
  LimitPeriod,
  LimitType,
  ResponsibleGamingOverview,
  TimeOutDuration,
} from './rgTypes';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * After a time-out or self-exclusion the server has revoked every token of the player: the cookie is cleared
 * and the app signs out at once (no 401 round trip needed).
 */
async function signOutWhenExcluded(
  _arg: unknown,
  { dispatch, queryFulfilled, extra }: { dispatch: Dispatch; queryFulfilled: Promise<unknown>; extra: unknown },
): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  (extra as ApiServices).tokens.clearToken();
  dispatch(signedOut());
}

/** Limits, reality check, time-out and self-exclusion of the signed-in player. */
export const rgApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getResponsibleGaming: build.query<ResponsibleGamingOverview, void>({
      query: () => '/responsible-gaming',
      providesTags: ['ResponsibleGaming'],
    }),
    setLimit: build.mutation<{ limit: Limit | null }, { type: LimitType; period: LimitPeriod; amount: string | null }>({
      query: (body) => ({ url: '/responsible-gaming/limits', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['ResponsibleGaming'] : []),
    }),
    setRealityCheck: build.mutation<{ reality_check_minutes: number | null }, number | null>({
      query: (minutes) => ({ url: '/responsible-gaming/reality-check', method: 'PUT', body: { minutes } }),
      invalidatesTags: (result) => (result ? ['ResponsibleGaming'] : []),
    }),
    takeTimeOut: build.mutation<ExclusionAnswer, TimeOutDuration>({
      query: (duration) => ({ url: '/responsible-gaming/time-out', method: 'POST', body: { duration } }),
      onQueryStarted: signOutWhenExcluded,
    }),
    selfExclude: build.mutation<ExclusionAnswer, number>({
      query: (months) => ({ url: '/responsible-gaming/self-exclusion', method: 'POST', body: { months } }),
      onQueryStarted: signOutWhenExcluded,
    }),
  }),
});

export const {
  useGetResponsibleGamingQuery,
  useSetLimitMutation,
  useSetRealityCheckMutation,
  useTakeTimeOutMutation,
  useSelfExcludeMutation,
} = rgApi;
