/**
 * Money. Amounts live as integer minor units (cents, satoshis) in the database and travel as decimal strings on
 * the wire; no floating-point arithmetic touches them. How many decimals a currency has is decided here only.
 */
import { knownCurrencies } from '../contract';

/** Decimals money of a currency kind is stored and shown with (`x-currencies.decimals`: 2 for fiat, 8 otherwise). */
export function decimalsFor(fiat: boolean): number {
  const { decimals } = knownCurrencies();
  return fiat ? decimals.fiat : decimals.other;
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
  const digits = BigInt(Math.abs(minor))
    .toString()
    .padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? '.' + fraction : ''}`;
}

/** Money of a currency code: its decimals (an unknown code counts as fiat), and its minor units written and read. */
export class CurrencyMoney {
  /** `fiatOf(code)` answers whether a stored currency is fiat (undefined when the code is unknown). */
  constructor(private readonly fiatOf: (code: string) => boolean | undefined) {}

  /** Decimal places of `code`. */
  decimals(code: string): number {
    return decimalsFor(this.fiatOf(code) ?? true);
  }

  /** Minor units of `code` as the wire's decimal string. */
  format(minor: number, code: string): string {
    return formatMoney(minor, this.decimals(code));
  }

  /** A decimal string in `code` as minor units; null when malformed or more precise than the currency. */
  parse(value: string, code: string): number | null {
    return parseMoney(value, this.decimals(code));
  }
}
