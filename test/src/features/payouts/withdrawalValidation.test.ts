/** @jest-environment node */
import { validateWithdrawal } from '@/features/payouts/withdrawalValidation';

const ok = { method: 'card' as const, details: '4111 1111' };

test('the balance comparison is exact on decimal strings (no float rounding)', () => {
  // 0.1 + 0.2 style traps: equal to the last cent passes, one cent more fails.
  expect(validateWithdrawal({ ...ok, amount: '1000.00' }, '1000.00', 2)).toEqual({});
  expect(validateWithdrawal({ ...ok, amount: '1000.01' }, '1000.00', 2).amount).toBe('amountOverBalance');
  expect(validateWithdrawal({ ...ok, amount: '999999999999.99' }, '999999999999.98', 2).amount).toBe(
    'amountOverBalance',
  );
  expect(validateWithdrawal({ ...ok, amount: '0.30' }, '0.3', 2)).toEqual({});
});

test('amount format follows the currency decimals; a comma counts as the decimal point', () => {
  expect(validateWithdrawal({ ...ok, amount: '12,5' }, '20', 2)).toEqual({});
  expect(validateWithdrawal({ ...ok, amount: '12.345' }, '20', 2).amount).toBe('amountFormat');
  expect(validateWithdrawal({ ...ok, amount: '0.00012345' }, '1', 8)).toEqual({});
  // A currency without decimals: whole amounts only (this used to throw on building the pattern).
  expect(validateWithdrawal({ ...ok, amount: '1500' }, '2000', 0)).toEqual({});
  expect(validateWithdrawal({ ...ok, amount: '1500.5' }, '2000', 0).amount).toBe('amountFormat');
  expect(validateWithdrawal({ ...ok, amount: 'abc' }, '10', 2).amount).toBe('amountFormat');
  expect(validateWithdrawal({ ...ok, amount: '0' }, '10', 2).amount).toBe('amountPositive');
  expect(validateWithdrawal({ ...ok, amount: '' }, '10', 2).amount).toBe('amountRequired');
});

test('method and details are required', () => {
  const problems = validateWithdrawal({ amount: '1', method: '', details: ' ab ' }, '10', 2);
  expect(problems).toEqual({ method: 'methodRequired', details: 'detailsLength' });
});

test('over what an unverified account may still withdraw, the amount needs verification (after the balance check)', () => {
  const rules = { verificationLeft: '30000.00' };
  expect(validateWithdrawal({ ...ok, amount: '30000,00' }, '60000.00', 2, rules)).toEqual({});
  expect(validateWithdrawal({ ...ok, amount: '30000.01' }, '60000.00', 2, rules).amount).toBe(
    'amountNeedsVerification',
  );
  // Over the balance, verifying would not help: the balance is what the player is told.
  expect(validateWithdrawal({ ...ok, amount: '70000' }, '60000.00', 2, rules).amount).toBe('amountOverBalance');
  // Verified (no limit given): nothing to say.
  expect(validateWithdrawal({ ...ok, amount: '55000' }, '60000.00', 2)).toEqual({});
});
