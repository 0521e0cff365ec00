/** Splits a decimal string into a BigInt of units at the given scale ("12.5", 2 → 1250n); null if malformed. */
function toScaled(value: string, scale: number): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = whole + fraction.padEnd(scale, '0').slice(0, scale);
  const units = BigInt(digits);
  return sign === '-' ? -units : units;
}

/**
 * How far `done` is towards `required`, as a whole percentage clamped to 0..100.
 * Works on the decimal strings digit-wise (no float arithmetic on money); a zero or malformed target counts as done.
 */
export function decimalProgressPercent(done: string, required: string): number {
  const scale = Math.max(done.split('.')[1]?.length ?? 0, required.split('.')[1]?.length ?? 0);
  const a = toScaled(done, scale);
  const b = toScaled(required, scale);
  if (a === null || b === null || b <= 0n) return 100;
  if (a <= 0n) return 0;
  const percent = (a * 100n) / b;
  return percent > 100n ? 100 : Number(percent);
}
