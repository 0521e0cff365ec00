/** The key a client address is counted under by the throttles and the connection caps (see docs/server.md). */
import { isIPv6 } from 'node:net';

/**
 * IPv4 addresses count one by one; an IPv6 address counts as its /64, since one subscriber usually holds a whole /64
 * and could otherwise take a fresh address (and a fresh budget) for every attempt. IPv4-mapped IPv6 counts as IPv4.
 */
export function addressKey(address: string): string {
  const plain = address.toLowerCase().replace(/%.*$/, '');
  if (!isIPv6(plain)) return plain;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped?.[1]) return mapped[1];
  return `${expandIPv6(plain).slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of an IPv6 address, without leading zeros (an embedded IPv4 tail becomes two hextets). */
function expandIPv6(address: string): string[] {
  let text = address;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((part) => parseInt(part, 16).toString(16));
}
