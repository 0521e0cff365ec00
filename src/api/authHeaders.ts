import type { TokenStore } from './services';

/**
 * The headers every call to the API carries: `Accept: application/json`, `Authorization: Bearer <token>`
 * when signed in, and `X-Login-As` while an admin impersonates a player. Used by the base query, the
 * channel authoriser and the calls made outside RTK Query (Telegram), so none of them can forget one.
 */
export function authHeaders(tokens: Pick<TokenStore, 'getToken' | 'getLoginAs'>): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = tokens.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const loginAs = tokens.getLoginAs();
  if (loginAs) headers['X-Login-As'] = loginAs;
  return headers;
}
