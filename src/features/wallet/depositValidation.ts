import { compareDecimal } from '@/ui/format';

/** Why a deposit amount is refused on the client (message keys of the wallet bundle). */
export type DepositProblem = 'amountRequired' | 'amountFormat' | 'amountBelowMin' | 'amountAboveMax';

/** Accepts "1500", "1500.5" or "1500,50" (a comma is a decimal point for ru-RU typists); returns the wire form or null. */
export function normaliseDepositAmount(raw: string, decimals: number): string | null {
  const value = raw.trim().replace(',', '.');
  const pattern = decimals > 0 ? new RegExp(`^\\d{1,12}(\\.\\d{1,${decimals}})?$`) : /^\d{1,12}$/;
  return pattern.test(value) ? value : null;
}

/**
 * Checks a deposit amount before it is sent: a number with the currency's decimals, within the
 * per-currency bounds of GET /wallet (compared as decimal strings, never as floats). Null when fine.
 */
export function validateDepositAmount(raw: string, limits: { min: string; max: string }, decimals: number): DepositProblem | null {
  if (raw.trim() === '') return 'amountRequired';
  const amount = normaliseDepositAmount(raw, decimals);
  if (amount === null) return 'amountFormat';
  if (compareDecimal(amount, limits.min) < 0) return 'amountBelowMin';
  if (compareDecimal(amount, limits.max) > 0) return 'amountAboveMax';
  return null;
}
