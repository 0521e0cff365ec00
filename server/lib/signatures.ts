/** Pusher channel signatures (protocols.md §2), signed e-mail links (§5) and Telegram checks (§6). */
import { createHash, createHmac } from 'node:crypto';
import { hmacHex, safeEqual, sha1Hex } from './crypto';

/** `key:hex(HMAC_SHA256(secret, socket_id:channel_name[:channel_data]))`. */
export function channelAuth(key: string, secret: string, socketId: string, channel: string, channelData?: string): string {
  const message = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${key}:${hmacHex(secret, message)}`;
}

/** The `hash` parameter of an e-mail verification link: HMAC over uuid, sha1(email) and expiry. */
export function verificationHash(appKey: string, uuid: string, email: string, expires: number): string {
  return hmacHex(appKey, `verify-email|${uuid}|${sha1Hex(email.toLowerCase())}|${expires}`);
}

/** Checks a verification link; returns 'ok', 'expired' or 'invalid'. */
export function checkVerificationLink(
  appKey: string,
  link: { uuid: string; hash: string; expires: string },
  email: string,
  nowSeconds: number,
): 'ok' | 'expired' | 'invalid' {
  if (!/^\d{1,12}$/.test(link.expires)) return 'invalid';
  const expected = verificationHash(appKey, link.uuid, email, Number(link.expires));
  if (!safeEqual(expected, link.hash)) return 'invalid';
  return Number(link.expires) < nowSeconds ? 'expired' : 'ok';
}

/** Login Widget: HMAC-SHA256 keyed by SHA-256(bot token) over the data-check-string. */
export function checkTelegramWidget(botToken: string, dataCheckString: string, hash: string): boolean {
  const secret = createHash('sha256').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(dataCheckString).digest('hex');
  return safeEqual(expected, hash.toLowerCase());
}

/** Mini App: key = HMAC-SHA256("WebAppData", bot token); lines of sorted pairs without `hash`. */
export function telegramInitDataCheckString(initData: string): { checkString: string; hash: string | null; fields: Record<string, string> } {
  const params = new URLSearchParams(initData);
  const fields: Record<string, string> = {};
  let hash: string | null = null;
  for (const [k, v] of params) {
    if (k === 'hash') hash = v;
    else fields[k] = v;
  }
  const checkString = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  return { checkString, hash, fields };
}

/** Verifies Mini App initData with the bot token. */
export function checkTelegramInitData(botToken: string, initData: string, hash: string): boolean {
  const { checkString, hash: inner } = telegramInitDataCheckString(initData);
  if (inner !== null && !safeEqual(inner.toLowerCase(), hash.toLowerCase())) return false;
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(checkString).digest('hex');
  return safeEqual(expected, hash.toLowerCase());
}

/** Parses a Login Widget data-check-string (`key=value` lines) into fields. */
export function parseDataCheckString(value: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of value.split('\n')) {
    const i = line.indexOf('=');
    if (i > 0) fields[line.slice(0, i)] = line.slice(i + 1);
  }
  return fields;
}

/** Signs Login Widget fields (used by tests and the dev tools to build valid payloads). */
export function signTelegramWidget(botToken: string, fields: Record<string, string | number>): { dataString: string; hash: string } {
  const dataString = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return { dataString, hash: createHmac('sha256', secret).update(dataString).digest('hex') };
}

/** Builds signed Mini App initData (used by tests and the dev tools). */
export function signTelegramInitData(botToken: string, fields: Record<string, string>): { dataString: string; hash: string } {
  const checkString = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  const params = new URLSearchParams({ ...fields, hash });
  return { dataString: params.toString(), hash };
}
