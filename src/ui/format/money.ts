import { decimalParts, parseDecimal, roundDecimal, scaleDecimal } from './decimal';
import { CURRENCY_SYMBOLS, RU_LOCALE_CURRENCIES, currencyDecimals } from './currencies';

/** Non-breaking space: keeps "1 234,50 ₽" on one line. */
const NBSP = '\u00a0';

export interface FormatMoneyOptions {
  /** The currency's `fiat` flag from GET /currencies, when known (decides 2 or 8 decimals). */
  fiat?: boolean;
  /** Overrides the number of decimals. */
  decimals?: number;
  /** `symbol` (default): symbol or code as the contract says; `none`: the number alone. */
  display?: 'symbol' | 'none';
  /** Group and decimal marks of the reader's language instead of the currency's (the public wins feed). */
  numbersIn?: 'ru' | 'en';
}

const RU: Pick<MoneyStyle, 'group' | 'decimal'> = { group: NBSP, decimal: ',' };
const EN: Pick<MoneyStyle, 'group' | 'decimal'> = { group: ',', decimal: '.' };

function groupThousands(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * How amounts of a currency are written (docs/contract.md, Constants): group and decimal marks, decimals, and what
 * stands before and after the digits (a minus sign goes before all of it). The server's texts and the slot page
 * write money with it too, so a player reads the same «1 000,00 ₽» everywhere.
 */
export interface MoneyStyle {
  group: string;
  decimal: string;
  decimals: number;
  prefix: string;
  suffix: string;
}

/** The style of `currencyCode` with these options (`display: 'none'`: no symbol or code). */
export function moneyStyle(currencyCode: string, options: FormatMoneyOptions = {}): MoneyStyle {
  const code = currencyCode.toUpperCase();
  const decimals = options.decimals ?? currencyDecimals(code, options.fiat);
  const ru = options.numbersIn ? options.numbersIn === 'ru' : RU_LOCALE_CURRENCIES.has(code);
  const { group, decimal } = ru ? RU : EN;
  const symbol = CURRENCY_SYMBOLS[code];
  if (options.display === 'none') return { group, decimal, decimals, prefix: '', suffix: '' };
  if (symbol === undefined) return { group, decimal, decimals, prefix: '', suffix: `${NBSP}${code}` };
  // en-US puts the symbol before the digits (after the minus sign: -$5.00), ru-RU after them.
  if (RU_LOCALE_CURRENCIES.has(code)) return { group, decimal, decimals, prefix: '', suffix: `${NBSP}${symbol}` };
  return { group, decimal, decimals, prefix: symbol, suffix: '' };
}

/** `amount` (a decimal string) written in `style`. */
export function writeAmount(amount: string, style: MoneyStyle): string {
  const { negative, whole, fraction } = decimalParts(roundDecimal(parseDecimal(amount), style.decimals));
  const isZero = /^0*$/.test(whole + fraction);
  const sign = negative && !isZero ? '-' : '';
  const digits = `${groupThousands(whole, style.group)}${fraction ? style.decimal + fraction : ''}`;
  return `${sign}${style.prefix}${digits}${style.suffix}`;
}

/** The number part alone, in the currency's locale ("1 234,50" for RUB, "1,234.50" for USD). */
export function formatAmount(
  amount: string,
  currencyCode: string,
  options: Omit<FormatMoneyOptions, 'display'> = {},
): string {
  return writeAmount(amount, moneyStyle(currencyCode, { ...options, display: 'none' }));
}

/**
 * Formats a decimal-string amount per docs/contract.md (Constants): ru-RU for RUB/KZT/UAH/BYR, en-US otherwise;
 * 2 decimals for fiat, 8 for non-fiat; a symbol for USD, RUB, EUR, KZT, UAH, BYR, else amount + code.
 * Examples: `1 234,50 ₽`, `$1,234.50`, `0.00012345 BTC`. Digit-wise, never through a float.
 */
export function formatMoney(amount: string, currencyCode: string, options: FormatMoneyOptions = {}): string {
  return writeAmount(amount, moneyStyle(currencyCode, options));
}

/** A currency as the conversion needs it: units of this currency per one USD. */
export interface RatedCurrency {
  code: string;
  usd_rate: string;
  fiat?: boolean;
}

/**
 * Converts an amount between currencies via USD (amount / from.usd_rate × to.usd_rate), exactly,
 * rounded to the target's display decimals; returns a decimal string.
 */
export function convertMoney(amount: string, from: RatedCurrency, to: RatedCurrency, decimals?: number): string {
  const places = decimals ?? currencyDecimals(to.code, to.fiat);
  return scaleDecimal(amount, to.usd_rate, from.usd_rate, places);
}
