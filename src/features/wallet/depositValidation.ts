import { compareDecimal, normaliseAmountInput } from '@/ui/format';

/** Why a deposit amount is refused on the client (message keys of the wallet bundle). */
export type DepositProblem = 'amountRequired' | 'amountFormat' | 'amountBelowMin' | 'amountAboveMax';

/**
 * Checks a deposit amount before it is sent: a number with the currency's decimals, within the
 * per-currency bounds of GET /wallet (compared as decimal strings, never as floats). Null when fine.
 */
export function validateDepositAmount(
  raw: string,
  limits: { min: string; max: string },
  decimals: number,
): DepositProblem | null {
  if (raw.trim() === '') return 'amountRequired';
  const amount = normaliseAmountInput(raw, decimals);
  if (amount === null) return 'amountFormat';
  if (compareDecimal(amount, limits.min) < 0) return 'amountBelowMin';
  if (compareDecimal(amount, limits.max) > 0) return 'amountAboveMax';
  return null;
}
