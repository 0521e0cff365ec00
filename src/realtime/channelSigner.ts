/**
 * Signs private and presence subscriptions through the API. Only a signed-in session subscribes to channels that need
 * signing, so this travels in the user channel's chunk (`userChannelSagas.ts`), not in a guest's first visit.
 */
import { authHeaders } from '@/api/authHeaders';
import type { TokenStore } from '@/api/services';
import { ChannelAuthError } from './channelAuth';
import type { ChannelAuthorization } from './echoFactory';

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

/**
 * Signs subscriptions through the API: a JSON POST of `{socket_id, channel_name}` to `{apiBaseUrl}/broadcasting/auth`
 * with the bearer token (and X-Login-As). A network or parse failure is an authorisation error like a 403.
 */
export function createChannelAuthorizer(deps: ChannelAuthorizerDeps) {
  return async (socketId: string, channelName: string): Promise<ChannelAuthorization> => {
    const headers = { 'Content-Type': 'application/json', ...authHeaders(deps.tokens) };
    const doFetch = deps.fetchFn ?? fetch;
    let response: Response;
    try {
      response = await doFetch(`${deps.apiBaseUrl}/broadcasting/auth`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
      });
    } catch {
      throw new ChannelAuthError('channel authorisation request failed', null);
    }
    if (!response.ok)
      throw new ChannelAuthError(`channel authorisation refused (HTTP ${String(response.status)})`, response.status);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ChannelAuthError('channel authorisation answer is not JSON', null);
    }
    if (!isChannelAuthorization(body))
      throw new ChannelAuthError('channel authorisation answer has no auth field', null);
    return body;
  };
}
