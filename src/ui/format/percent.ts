import { formatNumber, NBSP, type FormatNumberOptions } from './number';
import type { Locale } from '@/i18n/messages';

export type FormatPercentOptions = FormatNumberOptions;

/**
 * A percentage as the interface language writes it: "95,58 %" in Russian (decimal comma, a non-breaking space before
 * the sign), "95.58%" in English. `value` is the number of percent ("95.58", 12), read digit-wise, never through a float.
 */
export function formatPercent(value: string | number, locale: Locale, options: FormatPercentOptions = {}): string {
  const number = formatNumber(value, locale, options);
  return locale === 'ru' ? `${number}${NBSP}%` : `${number}%`;
}
