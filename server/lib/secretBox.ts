/**
 * Authenticated encryption of small secrets kept in the database (docs/account-security.md, "The secret at rest"):
 * AES-256-GCM with a fresh 96-bit nonce per seal, the key derived by HKDF-SHA256 from a configured secret and a
 * purpose, and what the value belongs to (its row) as associated data, so a sealed value copied to another row does
 * not open there.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The prefix of a sealed value; another format (a new key, a new cipher) would get another. */
const FORMAT = 'v1.';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** Seals and opens values with one key, for one purpose. */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'games-site secret box', purpose, 32));
  }

  /** Whether a stored value is sealed (rather than a value from before encryption). */
  static isSealed(value: string): boolean {
    return value.startsWith(FORMAT);
  }

  /** The value encrypted and authenticated, bound to `context` (e.g. the row's id): `v1.` and base64url. */
  seal(plain: string, context: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return FORMAT + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
  }

  /** The plain value; throws when it was sealed with another key or context, or altered. */
  open(sealed: string, context: string): string {
    if (!SecretBox.isSealed(sealed)) throw new Error('not a sealed value');
    const raw = Buffer.from(sealed.slice(FORMAT.length), 'base64url');
    if (raw.length < NONCE_BYTES + TAG_BYTES) throw new Error('sealed value too short');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }
}
