/**
 * The session events and the one path that turns a `{ token, user }` answer into a signed-in app.
 * Shared (not in features/auth) so every feature that signs a user in (password, sign-up, reset,
 * Telegram) produces the same `auth/signedIn` without importing another feature.
 */
import { createAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryApi, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiServices } from '@/api/services';
import type { TwoFactorChallenge, User } from '@/api/types';

/** The user became signed in (sign-in, sign-up, reset, Telegram, or the start-up fetch). Carries no token. */
export const signedIn = createAction<{ user: User }>('auth/signedIn');
/** The user became signed out (sign-out, a rejected token, or no token at start). */
export const signedOut = createAction('auth/signedOut');

/** What a session-creating endpoint answers once its token has been stored: the token itself is gone. */
export type WithoutToken<T> = Omit<T, 'token'>;

type Answer = { token?: unknown; user?: unknown };
export type QueryResult = { data?: unknown; error?: FetchBaseQueryError };

/** An RTK Query `queryFn` that answers `Data` for `Arg` through the api's own base query. */
export type QueryFn<Arg, Data> = (
  arg: Arg,
  api: BaseQueryApi,
  extraOptions: unknown,
  baseQuery: (args: string | FetchArgs) => PromiseLike<QueryResult> | QueryResult,
) => Promise<{ data: Data } | { error: FetchBaseQueryError }>;

/** Stores the token of a `{ token, user, ... }` answer in the TokenStore (the cookie) and answers the rest. */
export function storeSession<Result extends { user: User }>(
  data: unknown,
  api: BaseQueryApi,
): { data: WithoutToken<Result> } | { error: FetchBaseQueryError } {
  const { token, ...rest } = (data ?? {}) as Answer & Record<string, unknown>;
  if (typeof token !== 'string' || token === '' || typeof rest.user !== 'object' || rest.user === null) {
    return { error: { status: 'CUSTOM_ERROR', error: 'The server answered without a session token.' } };
  }
  (api.extra as ApiServices).tokens.setToken(token);
  return { data: rest as WithoutToken<Result> };
}

/**
 * Builds an RTK Query `queryFn` for endpoints that answer `{ token, user, ... }`: the token goes straight
 * into the TokenStore (the cookie) and is stripped, so it never reaches an action or the state.
 */
export function sessionQueryFn<Arg, Result extends { user: User }>(
  request: (arg: Arg) => FetchArgs,
): QueryFn<Arg, WithoutToken<Result>> {
  return async (arg, api, _extraOptions, baseQuery) => {
    const result = await baseQuery(request(arg));
    if (result.error) return { error: result.error };
    return storeSession<Result>(result.data, api);
  };
}

/** `onQueryStarted` for session endpoints: dispatches `auth/signedIn` once the answer (and token) arrived. */
export async function signInWhenFulfilled(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: UnknownAction) => unknown;
    queryFulfilled: Promise<{ data: { user: User } | TwoFactorChallenge }>;
  },
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    // A two-factor challenge signs nobody in yet: its code step does.
    if ('user' in data) dispatch(signedIn({ user: data.user }));
  } catch {
    // the form shows the error from the mutation's own state
  }
}

/** Stores a token obtained elsewhere and signs the user in (for flows that do not go through sessionQueryFn). */
export function completeSignIn(token: string, user: User): ThunkAction<void, unknown, ApiServices, UnknownAction> {
  return (dispatch, _getState, services) => {
    services.tokens.setToken(token);
    dispatch(signedIn({ user }));
  };
}
