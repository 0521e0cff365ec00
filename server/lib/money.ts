/**
 * Money helpers. Amounts live as integer minor units (cents, satoshis) in the database and travel as
 * decimal strings on the wire; no floating-point arithmetic touches them.
 */

/** Number of decimals a currency is stored and shown with (2 for fiat, 8 otherwise). */
export function decimalsFor(fiat: boolean): number {
  return fiat ? 2 : 8;
}

/** Parses "123.4" into minor units (12340 for 2 decimals); null when malformed or too precise. */
export function parseMoney(value: string, decimals: number): number | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const minor = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(minor);
}

/** Formats minor units as a decimal string with exactly `decimals` places ("1000.00"). */
export function formatMoney(minor: number, decimals: number): string {
  const negative = minor < 0;
  const digits = BigInt(Math.abs(minor)).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? '.' + fraction : ''}`;
}
