/** Password hashing, opaque tokens, digests, the one HMAC helper and the one constant-time comparison. */
import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 };

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes a password with scrypt: `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Checks a password against a stored scrypt hash in constant time. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) {
    // Burn comparable time so the answer does not tell whether the account exists.
    await scryptAsync(password, Buffer.alloc(16));
    return false;
  }
  const [scheme, , , , saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const key = await scryptAsync(password, Buffer.from(saltB64, 'base64'));
  return safeEqual(key, Buffer.from(hashB64, 'base64'));
}

/** A random opaque token (URL-safe). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a value: lower-case hex, or the raw bytes with 'buffer'. */
export function sha256(value: string | Buffer): string;
export function sha256(value: string | Buffer, output: 'buffer'): Buffer;
export function sha256(value: string | Buffer, output: 'hex' | 'buffer' = 'hex'): string | Buffer {
  const hash = createHash('sha256').update(value);
  return output === 'buffer' ? hash.digest() : hash.digest('hex');
}

/** Hex SHA-1 (used only for the e-mail fingerprint inside signed verification links). */
export function sha1Hex(value: string): string {
  return createHash('sha1').update(value).digest('hex');
}

/** Hex MD5 (Pusher's body_md5 of HTTP API requests). */
export function md5Hex(value: string | Buffer): string {
  return createHash('md5').update(value).digest('hex');
}

/**
 * HMAC-SHA256 of `message` keyed by `key`: lower-case hex, or the raw bytes with 'buffer'. Every signature of the
 * server uses it: e-mail links, Telegram data, the payment provider and the Pusher protocol.
 */
export function hmacSha256(key: string | Buffer, message: string): string;
export function hmacSha256(key: string | Buffer, message: string, output: 'buffer'): Buffer;
export function hmacSha256(key: string | Buffer, message: string, output: 'hex' | 'buffer' = 'hex'): string | Buffer {
  const mac = createHmac('sha256', key).update(message, 'utf8');
  return output === 'buffer' ? mac.digest() : mac.digest('hex');
}

/** Constant-time equality of two strings or buffers (false at once when their lengths differ). */
export function safeEqual(a: Buffer | string, b: Buffer | string): boolean {
  const ab = typeof a === 'string' ? Buffer.from(a, 'utf8') : a;
  const bb = typeof b === 'string' ? Buffer.from(b, 'utf8') : b;
  if (ab.length !== bb.length) return false;
  return timingSafeEqual(ab, bb);
}

/** A random code of uppercase letters and digits (docs/contract.md, Constants). */
export function randomCode(length = 8): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[(bytes[i] ?? 0) % alphabet.length];
  return out;
}
