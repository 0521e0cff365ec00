/** Signed e-mail links and Telegram's Login Widget and Mini App checks (docs/protocols.md). */
import { hmacSha256, safeEqual, sha1Hex, sha256 } from './crypto';

/** The `hash` parameter of an e-mail verification link: HMAC over uuid, sha1(email) and expiry. */
export function verificationHash(appKey: string, uuid: string, email: string, expires: number): string {
  return hmacSha256(appKey, `verify-email|${uuid}|${sha1Hex(email.toLowerCase())}|${expires}`);
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

/** Login Widget key: SHA-256 of the bot token. */
const widgetKey = (botToken: string): Buffer => sha256(botToken, 'buffer');
/** Mini App key: HMAC-SHA256 of the bot token keyed by "WebAppData". */
const miniAppKey = (botToken: string): Buffer => hmacSha256('WebAppData', botToken, 'buffer');

/** `key=value` lines sorted by key: the data-check-string both Telegram checks sign. */
function dataCheckString(fields: Record<string, string | number>): string {
  return Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
}

/** Login Widget: HMAC-SHA256 keyed by SHA-256(bot token) over the data-check-string. */
export function checkTelegramWidget(botToken: string, dataCheck: string, hash: string): boolean {
  return safeEqual(hmacSha256(widgetKey(botToken), dataCheck), hash.toLowerCase());
}

/** Mini App: the check string (sorted pairs without `hash`), the `hash` inside initData and the other fields. */
export function telegramInitDataCheckString(initData: string): {
  checkString: string;
  hash: string | null;
  fields: Record<string, string>;
} {
  const fields: Record<string, string> = {};
  let hash: string | null = null;
  for (const [k, v] of new URLSearchParams(initData)) {
    if (k === 'hash') hash = v;
    else fields[k] = v;
  }
  return { checkString: dataCheckString(fields), hash, fields };
}

/** Verifies Mini App initData with the bot token (key = HMAC-SHA256("WebAppData", bot token)). */
export function checkTelegramInitData(botToken: string, initData: string, hash: string): boolean {
  const { checkString, hash: inner } = telegramInitDataCheckString(initData);
  if (inner !== null && !safeEqual(inner.toLowerCase(), hash.toLowerCase())) return false;
  return safeEqual(hmacSha256(miniAppKey(botToken), checkString), hash.toLowerCase());
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
export function signTelegramWidget(
  botToken: string,
  fields: Record<string, string | number>,
): { dataString: string; hash: string } {
  const dataString = dataCheckString(fields);
  return { dataString, hash: hmacSha256(widgetKey(botToken), dataString) };
}

/** Builds signed Mini App initData (used by tests and the dev tools). */
export function signTelegramInitData(
  botToken: string,
  fields: Record<string, string>,
): { dataString: string; hash: string } {
  const hash = hmacSha256(miniAppKey(botToken), dataCheckString(fields));
  return { dataString: new URLSearchParams({ ...fields, hash }).toString(), hash };
}
