/** Shared formatting: money (docs/contract.md, Constants), dates, random codes. */
export { formatMoney, formatAmount, convertMoney, type FormatMoneyOptions, type RatedCurrency } from './money';
export { compareTimes, formatDate, formatDay } from './date';
export { randomCode } from './randomCode';
export { isFiatCurrency, currencyDecimals, CURRENCY_SYMBOLS } from './currencies';
export { compareDecimal, parseDecimal, scaleDecimal } from './decimal';
export { normaliseAmountInput } from './amountInput';
export { formatPercent, type FormatPercentOptions } from './percent';
