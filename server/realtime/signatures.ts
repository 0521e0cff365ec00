import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Lower-case hex HMAC-SHA256 of `value` keyed by `secret`. */
export function hmacHex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value, 'utf8').digest('hex');
}

/** Lower-case hex MD5 of a request body. */
export function md5Hex(body: string | Buffer): string {
  return createHash('md5').update(body).digest('hex');
}

/** Constant-time comparison of two strings (false at once when their lengths differ). */
export function safeEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

/** The string a channel authorization signs: `socket_id:channel[:channel_data]`. */
export function channelAuthString(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
}

/** `key:hex(hmac)` as an auth endpoint returns it (used by tests and the API's /broadcasting/auth). */
export function signChannel(key: string, secret: string, socketId: string, channel: string, channelData?: string): string {
  return `${key}:${hmacHex(secret, channelAuthString(socketId, channel, channelData))}`;
}

/**
 * Checks `auth` (`key:signature`) for a subscription. Like Reverb, only the part after the
 * first colon is compared, in constant time.
 */
export function verifyChannelAuth(secret: string, socketId: string, channel: string, auth: unknown, channelData?: string): boolean {
  if (typeof auth !== 'string') return false;
  const colon = auth.indexOf(':');
  if (colon < 0) return false;
  const expected = hmacHex(secret, channelAuthString(socketId, channel, channelData));
  return safeEqual(expected, auth.slice(colon + 1));
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
  return hmacHex(secret, `${method.toUpperCase()}\n${path}\n${canonicalQuery(params)}`);
}
