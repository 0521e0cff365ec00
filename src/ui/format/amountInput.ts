/**
 * Reads an amount typed into a money field: "1500", "1500.5" or "1500,50" (a comma is a decimal point for
 * ru-RU typists), at most 12 whole digits and at most `decimals` fraction digits (none for a currency
 * without decimals). Returns the wire form ("1500.50") or null when it is not such a number.
 */
export function normaliseAmountInput(raw: string, decimals: number): string | null {
  const value = raw.trim().replace(',', '.');
  const fraction = decimals > 0 ? `(\\.\\d{1,${decimals}})?` : '';
  return new RegExp(`^\\d{1,12}${fraction}$`).test(value) ? value : null;
}
