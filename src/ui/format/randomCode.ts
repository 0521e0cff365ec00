const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// Bytes at or above this would bias the modulo: 252 = 7 × 36.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** A crypto-random code of uppercase letters and digits (default length 8), without modulo bias. */
export function randomCode(length = 8): string {
  let code = '';
  const bytes = new Uint8Array(Math.max(16, length * 2));
  while (code.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += ALPHABET[byte % ALPHABET.length];
      if (code.length === length) break;
    }
  }
  return code;
}
