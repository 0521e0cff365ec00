/** The one HMAC helper and the one constant-time comparison every signature of the server goes through. */
import { hmacSha256, safeEqual, sha256 } from '../../../server/lib/crypto';

it('computes HMAC-SHA256 as hex or bytes (RFC 4231 test case 2)', () => {
  const expected = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';
  expect(hmacSha256('Jefe', 'what do ya want for nothing?')).toBe(expected);
  expect(hmacSha256(Buffer.from('Jefe'), 'what do ya want for nothing?', 'buffer').toString('hex')).toBe(expected);
  expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});

it('compares strings and buffers in constant time and refuses different lengths', () => {
  expect(safeEqual('abc', 'abc')).toBe(true);
  expect(safeEqual('abc', 'abd')).toBe(false);
  expect(safeEqual('abc', 'abcd')).toBe(false);
  expect(safeEqual(Buffer.from('abc'), Buffer.from('abc'))).toBe(true);
});
