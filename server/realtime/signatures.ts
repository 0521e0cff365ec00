/** Pusher protocol signatures (docs/protocols.md): channel authorizations and HTTP API request signing. */
import { hmacSha256, safeEqual } from '../lib/crypto';

export { md5Hex } from '../lib/crypto';

/** The string a channel authorization signs: `socket_id:channel[:channel_data]`. */
export function channelAuthString(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
}

/**
 * Checks `auth` (`key:signature`) for a subscription. Like Reverb, only the part after the
 * first colon is compared, in constant time.
 */
export function verifyChannelAuth(
  secret: string,
  socketId: string,
  channel: string,
  auth: unknown,
  channelData?: string,
): boolean {
  if (typeof auth !== 'string') return false;
  const colon = auth.indexOf(':');
  if (colon < 0) return false;
  return safeEqual(hmacSha256(secret, channelAuthString(socketId, channel, channelData)), auth.slice(colon + 1));
}

/** Checks `auth` (`key:signature`) of a `pusher:signin`: the signature of `socket_id::user::user_data`. */
export function verifyUserAuth(secret: string, socketId: string, userData: string, auth: unknown): boolean {
  if (typeof auth !== 'string') return false;
  const colon = auth.indexOf(':');
  if (colon < 0) return false;
  return safeEqual(hmacSha256(secret, `${socketId}::user::${userData}`), auth.slice(colon + 1));
}

/** Query parameters as signed: sorted by key, `k=v` joined by `&`, not URL-escaped. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key] ?? ''}`)
    .join('&');
}

/** Hex signature of a Pusher HTTP API request: HMAC(secret, `METHOD\nPATH\nQUERY`). */
export function signRequest(secret: string, method: string, path: string, params: Record<string, string>): string {
  return hmacSha256(secret, `${method.toUpperCase()}\n${path}\n${canonicalQuery(params)}`);
}
