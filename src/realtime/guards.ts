/**
 * Small structural checks for payloads that arrive over the socket: the server is trusted for meaning,
 * not for shape, so every event is validated here before it becomes an action.
 */

/** A plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A decimal money string such as "1234.50" or "-5" (never a number: money is not a float here). */
export function isMoney(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 40 && /^-?\d+(\.\d+)?$/.test(value);
}

/** A currency code: 3 to 10 upper-case letters or digits (USD, RUB, USDT…). */
export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z0-9]{3,10}$/.test(value);
}

/** A positive integer id or a non-empty string id. */
export function isId(value: unknown): value is number | string {
  return (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) || (typeof value === 'string' && value.length > 0 && value.length <= 64);
}

/** A non-negative integer (wager multipliers, freespin quantities, counts). */
export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Any string, bounded so a hostile payload cannot flood the UI. */
export function isText(value: unknown, max = 2000): value is string {
  return typeof value === 'string' && value.length <= max;
}

/** An array whose every element passes the guard. */
export function isArrayOf<T>(value: unknown, guard: (item: unknown) => item is T): value is T[] {
  return Array.isArray(value) && value.every((item) => guard(item));
}
