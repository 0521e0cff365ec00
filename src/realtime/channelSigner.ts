/**
 * Signs private and presence subscriptions through the API. Only a signed-in session subscribes to channels that need
 * signing, so this travels in the user channel's chunk (`userChannelSagas.ts`), not in a guest's first visit.
 */
import { authHeaders } from '@/api/authHeaders';
import type { TokenStore } from '@/api/services';
import { ChannelAuthError } from './channelAuth';
import type { ChannelAuthorization, UserAuthentication } from './echoFactory';

export interface ChannelAuthorizerDeps {
  apiBaseUrl: string;
  tokens: TokenStore;
  fetchFn?: typeof fetch;
}

function isChannelAuthorization(value: unknown): value is ChannelAuthorization {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.auth === 'string' && (v.channel_data === undefined || typeof v.channel_data === 'string');
}

function isUserAuthentication(value: unknown): value is UserAuthentication {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.auth === 'string' && typeof v.user_data === 'string';
}

/**
 * A JSON POST of `body` to `{apiBaseUrl}{path}` with the bearer token (and X-Login-As), answered by a signature. A
 * network or parse failure is an authorisation error like a 403.
 */
async function postForSignature<T>(
  deps: ChannelAuthorizerDeps,
  path: string,
  body: Record<string, string>,
  valid: (value: unknown) => value is T,
): Promise<T> {
  const headers = { 'Content-Type': 'application/json', ...authHeaders(deps.tokens) };
  const doFetch = deps.fetchFn ?? fetch;
  let response: Response;
  try {
    response = await doFetch(`${deps.apiBaseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  } catch {
    throw new ChannelAuthError('channel authorisation request failed', null);
  }
  if (!response.ok)
    throw new ChannelAuthError(`channel authorisation refused (HTTP ${String(response.status)})`, response.status);
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new ChannelAuthError('channel authorisation answer is not JSON', null);
  }
  if (!valid(answer)) throw new ChannelAuthError('channel authorisation answer has no auth field', null);
  return answer;
}

/** Signs subscriptions through the API: `{socket_id, channel_name}` to `/broadcasting/auth`. */
export function createChannelAuthorizer(deps: ChannelAuthorizerDeps) {
  return (socketId: string, channelName: string): Promise<ChannelAuthorization> =>
    postForSignature(
      deps,
      '/broadcasting/auth',
      { socket_id: socketId, channel_name: channelName },
      isChannelAuthorization,
    );
}

/** Signs the connection in as the user (Echo's `connector.signin()`): `{socket_id}` to `/broadcasting/user-auth`. */
export function createUserAuthenticator(deps: ChannelAuthorizerDeps) {
  return (socketId: string): Promise<UserAuthentication> =>
    postForSignature(deps, '/broadcasting/user-auth', { socket_id: socketId }, isUserAuthentication);
}
