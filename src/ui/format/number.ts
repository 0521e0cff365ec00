import { decimalParts, parseDecimal, roundDecimal } from './decimal';
import type { Locale } from '@/i18n/messages';

/** The space Russian groups thousands with; it never breaks a number across lines. */
export const NBSP = '\u00a0';

export interface FormatNumberOptions {
  /** Exactly this many fraction digits (rounded half away from zero); by default the value's own digits, trailing zeros dropped. */
  decimals?: number;
}

/**
 * A number as the interface language writes it: "1 250" and "95,58" in Russian (a non-breaking space between
 * thousands, a decimal comma), "1,250" and "95.58" in English. `value` is read digit-wise, never through a float.
 */
export function formatNumber(value: string | number, locale: Locale, options: FormatNumberOptions = {}): string {
  const parsed = parseDecimal(typeof value === 'number' ? String(value) : value);
  const { negative, whole, fraction } = decimalParts(options.decimals === undefined ? parsed : roundDecimal(parsed, options.decimals));
  const digits = options.decimals === undefined ? fraction.replace(/0+$/, '') : fraction;
  const ru = locale === 'ru';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ru ? NBSP : ',');
  const isZero = /^0*$/.test(whole + digits);
  return `${negative && !isZero ? '-' : ''}${grouped}${digits ? (ru ? ',' : '.') + digits : ''}`;
}
