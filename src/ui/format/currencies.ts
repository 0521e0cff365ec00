/**
 * What the SPA knows about currencies before (or without) the /currencies answer, derived from the `x-currencies`
 * table of server/openapi.yaml (generated into `currencyTable.generated.ts` by `npm run api:types`).
 */
import { CURRENCY_DECIMALS, KNOWN_CURRENCIES } from './currencyTable.generated';

/** Currencies shown with a symbol; any other is shown as amount plus code. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = Object.fromEntries(
  KNOWN_CURRENCIES.flatMap((c) => (c.symbol ? [[c.code, c.symbol]] : [])),
);

/** Currencies formatted the Russian way (ru-RU); every other one uses en-US. */
export const RU_LOCALE_CURRENCIES: ReadonlySet<string> = new Set(
  KNOWN_CURRENCIES.filter((c) => c.locale === 'ru-RU').map((c) => c.code),
);

/** Fiat currencies the SPA recognises without asking the server (the six display ones and common others). */
export const KNOWN_FIAT: ReadonlySet<string> = new Set(KNOWN_CURRENCIES.filter((c) => c.fiat).map((c) => c.code));

/** Whether a currency is fiat: the server's flag when given, else the known lists (unknown codes count as non-fiat). */
export function isFiatCurrency(code: string, serverFlag?: boolean): boolean {
  if (serverFlag !== undefined) return serverFlag;
  return KNOWN_FIAT.has(code.toUpperCase());
}

/** Number of fraction digits shown: 2 for fiat, 8 otherwise (docs/contract.md, Constants). */
export function currencyDecimals(code: string, serverFlag?: boolean): number {
  return isFiatCurrency(code, serverFlag) ? CURRENCY_DECIMALS.fiat : CURRENCY_DECIMALS.other;
}
