import { compareDecimal, normaliseAmountInput } from '@/ui/format';

/** Payout methods the server accepts. */
export const withdrawalMethods = ['card', 'bank', 'crypto'] as const;
export type WithdrawalMethod = (typeof withdrawalMethods)[number];

/** The form as typed by the player. */
export interface WithdrawalDraft {
  amount: string;
  method: WithdrawalMethod | '';
  details: string;
  /** the player confirmed that this withdrawal ends their active bonuses (asked only when it would) */
  forfeitBonus?: boolean;
}

/** What the server's wallet says about withdrawals: the smallest one, and the bonus money a withdrawal now forfeits. */
export interface WithdrawalRules {
  min?: string;
  forfeit?: string;
  /** what may still be withdrawn without verification (docs/kyc.md); absent once verified or not known yet */
  verificationLeft?: string;
}

/** Why a field is refused on the client (message keys of the payouts bundle). */
export type WithdrawalProblem =
  | 'amountRequired'
  | 'amountFormat'
  | 'amountPositive'
  | 'amountBelowMin'
  | 'amountOverBalance'
  | 'amountNeedsVerification'
  | 'methodRequired'
  | 'detailsLength'
  | 'forfeitRequired';

export type WithdrawalProblems = Partial<Record<keyof WithdrawalDraft, WithdrawalProblem>>;

/** Shortest and longest payment details the server accepts. */
export const DETAILS_MIN = 4;
export const DETAILS_MAX = 200;

/**
 * Checks a withdrawal before it is sent: amount format for the currency, above zero, not below the minimum and not
 * above the balance (compared as decimal strings, never as floats), a method, details of a sensible length, and the
 * player's confirmation when the withdrawal would end active bonuses.
 */
export function validateWithdrawal(
  draft: WithdrawalDraft,
  balance: string,
  decimals: number,
  rules: WithdrawalRules = {},
): WithdrawalProblems {
  const problems: WithdrawalProblems = {};
  if (draft.amount.trim() === '') problems.amount = 'amountRequired';
  else {
    const amount = normaliseAmountInput(draft.amount, decimals);
    if (amount === null) problems.amount = 'amountFormat';
    else if (compareDecimal(amount, '0') <= 0) problems.amount = 'amountPositive';
    else if (rules.min !== undefined && compareDecimal(amount, rules.min) < 0) problems.amount = 'amountBelowMin';
    else if (compareDecimal(amount, balance) > 0) problems.amount = 'amountOverBalance';
    else if (rules.verificationLeft !== undefined && compareDecimal(amount, rules.verificationLeft) > 0)
      problems.amount = 'amountNeedsVerification';
  }
  if (draft.method === '') problems.method = 'methodRequired';
  const details = draft.details.trim().length;
  if (details < DETAILS_MIN || details > DETAILS_MAX) problems.details = 'detailsLength';
  if (rules.forfeit !== undefined && compareDecimal(rules.forfeit, '0') > 0 && draft.forfeitBonus !== true)
    problems.forfeitBonus = 'forfeitRequired';
  return problems;
}
