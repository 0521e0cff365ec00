import type { Application } from '../application';
import { safeEqual } from '../../lib/crypto';
import { md5Hex, signRequest } from '../signatures';
import { HttpError } from './apiRequest';

/** How far auth_timestamp may be from the server's clock, in seconds (Pusher's window). */
export const TIMESTAMP_WINDOW = 600;

/**
 * Checks Pusher's request signing: auth_key is the app's key, auth_version 1.0, auth_timestamp
 * within 600 s, body_md5 the MD5 of the exact body, and auth_signature the HMAC-SHA256 of
 * `METHOD\nPATH\nsorted unescaped query` (everything but auth_signature). Throws 401 otherwise.
 */
export function verifySignature(
  app: Application,
  method: string,
  path: string,
  query: Record<string, string>,
  body: string,
  now = Date.now(),
): void {
  const { auth_signature: signature, ...signed } = query;
  if (signed.auth_key !== app.key) throw new HttpError(401, 'Unknown auth_key.');
  if (signed.auth_version !== undefined && signed.auth_version !== '1.0')
    throw new HttpError(401, 'Unsupported auth_version.');

  const timestamp = Number(signed.auth_timestamp);
  const serverTime = Math.floor(now / 1000);
  if (!signed.auth_timestamp || !Number.isInteger(timestamp))
    throw new HttpError(401, 'Missing or invalid auth_timestamp.');
  if (Math.abs(serverTime - timestamp) > TIMESTAMP_WINDOW) {
    throw new HttpError(
      401,
      `Timestamp expired: Given timestamp (${timestamp}) not within ${TIMESTAMP_WINDOW}s of server time (${serverTime})`,
    );
  }

  if (body !== '' && signed.body_md5 === undefined) throw new HttpError(401, 'Missing body_md5.');
  if (signed.body_md5 !== undefined && !safeEqual(md5Hex(body), signed.body_md5)) {
    throw new HttpError(401, 'body_md5 does not match the request body.');
  }

  if (typeof signature !== 'string' || signature === '') throw new HttpError(401, 'Authentication signature invalid.');
  if (safeEqual(signRequest(app.secret, method, path, signed), signature)) return;
  const decoded = safeDecode(path);
  if (decoded !== path && safeEqual(signRequest(app.secret, method, decoded, signed), signature)) return;
  throw new HttpError(401, 'Authentication signature invalid.');
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
