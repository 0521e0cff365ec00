import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { authHeaders } from './authHeaders';
import { apiBlocked, apiReached, blockedAnswerOf } from './blockedAnswer';
import type { ApiServices } from './services';
import { localeOfState } from '@/i18n/localeSlice';

/** Signals that the server rejected the token: the auth feature signs the user out on it. */
export const UNAUTHORIZED_ACTION = 'api/unauthorized';

/**
 * The one base query: run-time API base URL, `Authorization: Bearer` from the token store,
 * `X-Login-As` for admins impersonating a player, `Accept-Language` with the interface language (the API answers
 * guests in it; a signed-in account's saved language comes first), a 401 turned into a sign-out signal, and the
 * answers that block the whole site reported as such (`blockedAnswer.ts`).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const services = api.extra as ApiServices;
  const request = typeof args === 'string' ? { url: args } : args;
  const raw = fetchBaseQuery({
    baseUrl: services.config.apiBaseUrl,
    ...(services.fetchFn ? { fetchFn: services.fetchFn } : {}),
    prepareHeaders: (headers, { getState }) => {
      for (const [name, value] of Object.entries(authHeaders(services.tokens))) headers.set(name, value);
      headers.set('Accept-Language', localeOfState(getState()));
      return headers;
    },
  });
  const result = await raw(request, api, extraOptions);
  if (result.error?.status === 401 && services.tokens.getToken()) {
    api.dispatch({ type: UNAUTHORIZED_ACTION });
  }
  // Maintenance, a region not served and an unreachable API block the whole site, not just this request.
  const blocked = blockedAnswerOf(result.error);
  if (blocked) {
    if (!api.signal.aborted) api.dispatch(apiBlocked(blocked));
  } else if ((api.getState() as { blocked?: { kind: string | null } }).blocked?.kind === 'unreachable') {
    api.dispatch(apiReached());
  }
  return result;
};
