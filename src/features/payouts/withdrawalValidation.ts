import { compareDecimal, normaliseAmountInput } from '@/ui/format';

/** Payout methods the server accepts. */
export const withdrawalMethods = ['card', 'bank', 'crypto'] as const;
export type WithdrawalMethod = (typeof withdrawalMethods)[number];

/** The form as typed by the player. */
export interface WithdrawalDraft {
  amount: string;
  method: WithdrawalMethod | '';
  details: string;
}

/** Why a field is refused on the client (message keys of the payouts bundle). */
export type WithdrawalProblem = 'amountRequired' | 'amountFormat' | 'amountPositive' | 'amountOverBalance' | 'methodRequired' | 'detailsLength';

export type WithdrawalProblems = Partial<Record<keyof WithdrawalDraft, WithdrawalProblem>>;

/** Shortest and longest payment details the server accepts. */
export const DETAILS_MIN = 4;
export const DETAILS_MAX = 200;

/**
 * Checks a withdrawal before it is sent: amount format for the currency, above zero and not above the
 * balance (compared as decimal strings, never as floats), a method, and details of a sensible length.
 */
export function validateWithdrawal(draft: WithdrawalDraft, balance: string, decimals: number): WithdrawalProblems {
  const problems: WithdrawalProblems = {};
  if (draft.amount.trim() === '') problems.amount = 'amountRequired';
  else {
    const amount = normaliseAmountInput(draft.amount, decimals);
    if (amount === null) problems.amount = 'amountFormat';
    else if (compareDecimal(amount, '0') <= 0) problems.amount = 'amountPositive';
    else if (compareDecimal(amount, balance) > 0) problems.amount = 'amountOverBalance';
  }
  if (draft.method === '') problems.method = 'methodRequired';
  const details = draft.details.trim().length;
  if (details < DETAILS_MIN || details > DETAILS_MAX) problems.details = 'detailsLength';
  return problems;
}
