/**
 * Size accounting of the action log: how many characters a kept value takes once serialised, without
 * serialising it.
 */

/** Characters JSON would need for a string (fast path: nothing to escape). */
// eslint-disable-next-line no-control-regex -- JSON escapes control characters, quotes, backslashes and lone surrogates
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
const stringLength = (text: string): number =>
  NEEDS_ESCAPE.test(text) ? JSON.stringify(text).length : text.length + 2;

const isAbsent = (item: unknown): boolean =>
  item === undefined || typeof item === 'function' || typeof item === 'symbol';

/**
 * `JSON.stringify(value).length` without building the text, for the redacted copies the recorder keeps
 * (plain objects, arrays, strings, numbers, booleans, null). With `cache`, an object's size is kept by
 * identity: successive checkpoints share unchanged subtrees, so only what changed is measured again.
 */
export function jsonLength(value: unknown, cache: WeakMap<object, number> | null): number {
  switch (typeof value) {
    case 'string':
      return stringLength(value);
    case 'number':
      return Number.isFinite(value) ? String(value).length : 4;
    case 'boolean':
      return value ? 4 : 5;
    case 'object':
      break;
    default:
      return JSON.stringify(value)?.length ?? 0; // undefined, functions, symbols (absent) and bigint (throws), as JSON does
  }
  if (value === null) return 4;
  const known = cache?.get(value);
  if (known !== undefined) return known;
  let size = 2;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) size += (isAbsent(item) ? 4 : jsonLength(item, cache)) + 1;
    if (value.length > 0) size -= 1;
  } else {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return JSON.stringify(value)?.length ?? 0; // toJSON and friends
    const record = value as Record<string, unknown>;
    let fields = 0;
    for (const key in record) {
      if (!Object.prototype.hasOwnProperty.call(record, key)) continue;
      const item = record[key];
      if (isAbsent(item)) continue;
      size += stringLength(key) + 1 + jsonLength(item, cache) + 1;
      fields += 1;
    }
    if (fields > 0) size -= 1;
  }
  cache?.set(value, size);
  return size;
}
