import { decimalParts, parseDecimal, roundDecimal } from './decimal';
import type { Locale } from '@/i18n/messages';

const NBSP = '\u00a0';

export interface FormatPercentOptions {
  /** Exactly this many fraction digits (rounded half away from zero); by default the value's own digits, trailing zeros dropped. */
  decimals?: number;
}

/**
 * A percentage as the interface language writes it: "95,58 %" in Russian (decimal comma, a non-breaking space before
 * the sign), "95.58%" in English. `value` is the number of percent ("95.58", 12), read digit-wise, never through a float.
 */
export function formatPercent(value: string | number, locale: Locale, options: FormatPercentOptions = {}): string {
  const parsed = parseDecimal(typeof value === 'number' ? String(value) : value);
  const { negative, whole, fraction } = decimalParts(
    options.decimals === undefined ? parsed : roundDecimal(parsed, options.decimals),
  );
  const digits = options.decimals === undefined ? fraction.replace(/0+$/, '') : fraction;
  const ru = locale === 'ru';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ru ? NBSP : ',');
  const isZero = /^0*$/.test(whole + digits);
  const number = `${negative && !isZero ? '-' : ''}${grouped}${digits ? (ru ? ',' : '.') + digits : ''}`;
  return ru ? `${number}${NBSP}%` : `${number}%`;
}
