/** What the SPA knows about currencies before (or without) the /currencies answer. */

/** Currencies shown with a symbol; any other is shown as amount plus code. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  RUB: '₽',
  KZT: '₸',
  UAH: '₴',
  BYR: 'Br',
};

/** Currencies formatted the Russian way (ru-RU); every other one uses en-US. */
export const RU_LOCALE_CURRENCIES: ReadonlySet<string> = new Set(['RUB', 'KZT', 'UAH', 'BYR']);

/** Fiat currencies the SPA recognises without asking the server (the six display ones and common others). */
export const KNOWN_FIAT: ReadonlySet<string> = new Set([
  'USD', 'EUR', 'RUB', 'KZT', 'UAH', 'BYR', 'BYN', 'GBP', 'CHF', 'PLN', 'TRY', 'CNY', 'JPY', 'INR', 'BRL',
  'CAD', 'AUD', 'UZS', 'AZN', 'GEL', 'AMD', 'KGS', 'TJS', 'MDL', 'CZK', 'SEK', 'NOK', 'DKK',
]);

/** Whether a currency is fiat: the server's flag when given, else the known lists (unknown codes count as non-fiat). */
export function isFiatCurrency(code: string, serverFlag?: boolean): boolean {
  if (serverFlag !== undefined) return serverFlag;
  return KNOWN_FIAT.has(code.toUpperCase());
}

/** Number of fraction digits shown: 2 for fiat, 8 otherwise (contract §5). */
export function currencyDecimals(code: string, serverFlag?: boolean): number {
  return isFiatCurrency(code, serverFlag) ? 2 : 8;
}
