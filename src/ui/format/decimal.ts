/**
 * Decimal-string arithmetic on BigInt: money arrives as "1234.50" and is never turned into a float.
 * A Decimal is an integer `units` scaled by 10^-scale.
 */
export interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Parses "1234.50", "-0.5" or "12" exactly; throws on anything that is not a plain decimal. */
export function parseDecimal(value: string): Decimal {
  const match = DECIMAL_PATTERN.exec(value.trim());
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === ''))
    throw new RangeError(`Not a decimal number: ${JSON.stringify(value)}`);
  const digits = BigInt(`${whole || '0'}${fraction}`);
  return { units: match[1] === '-' ? -digits : digits, scale: fraction.length };
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** Divides two BigInts rounding half away from zero (the way money is rounded for display). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** Re-scales a decimal to exactly `decimals` fraction digits, rounding half away from zero. */
export function roundDecimal(value: Decimal, decimals: number): Decimal {
  if (value.scale <= decimals) return { units: value.units * pow10(decimals - value.scale), scale: decimals };
  return { units: divideRounded(value.units, pow10(value.scale - decimals)), scale: decimals };
}

/** Splits a decimal into sign, whole digits and fraction digits (fraction has exactly `scale` digits). */
export function decimalParts(value: Decimal): { negative: boolean; whole: string; fraction: string } {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const cut = digits.length - value.scale;
  return { negative, whole: digits.slice(0, cut), fraction: digits.slice(cut) };
}

/** Plain decimal string ("-1234.50") of a decimal, keeping its scale. */
export function decimalToString(value: Decimal): string {
  const { negative, whole, fraction } = decimalParts(value);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** amount × numerator ÷ denominator, exactly, rounded to `decimals` digits. */
export function scaleDecimal(amount: string, numerator: string, denominator: string, decimals: number): string {
  const a = parseDecimal(amount);
  const n = parseDecimal(numerator);
  const d = parseDecimal(denominator);
  if (d.units === 0n) throw new RangeError('Division by zero');
  // (a.u/10^a.s) × (n.u/10^n.s) ÷ (d.u/10^d.s), expressed in units of 10^-decimals.
  const top = a.units * n.units * pow10(d.scale + decimals);
  const bottom = d.units * pow10(a.scale + n.scale);
  return decimalToString({ units: divideRounded(top, bottom), scale: decimals });
}

/** Compares two decimal strings: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const left = x.units * pow10(scale - x.scale);
  const right = y.units * pow10(scale - y.scale);
  return left === right ? 0 : left < right ? -1 : 1;
}
