/** Deposit amounts are checked against the currency's decimals and the per-currency bounds, as decimal strings. */
import { validateDepositAmount } from '@/features/wallet/depositValidation';

const rub = { min: '100.00', max: '500000.00' };

test('an empty, malformed or over-precise amount is refused with its own reason', () => {
  expect(validateDepositAmount('  ', rub, 2)).toBe('amountRequired');
  expect(validateDepositAmount('12a', rub, 2)).toBe('amountFormat');
  expect(validateDepositAmount('100.005', rub, 2)).toBe('amountFormat');
  expect(validateDepositAmount('-100', rub, 2)).toBe('amountFormat');
});

test('the bounds are inclusive and compared exactly (no float rounding)', () => {
  expect(validateDepositAmount('99.99', rub, 2)).toBe('amountBelowMin');
  expect(validateDepositAmount('100', rub, 2)).toBeNull();
  expect(validateDepositAmount('500000.00', rub, 2)).toBeNull();
  expect(validateDepositAmount('500000.01', rub, 2)).toBe('amountAboveMax');
  expect(validateDepositAmount('0.00000001', { min: '0.00000001', max: '1' }, 8)).toBeNull();
});

test('a comma is read as the decimal point; a currency without decimals takes whole amounts only', () => {
  expect(validateDepositAmount('150,5', rub, 2)).toBeNull();
  expect(validateDepositAmount('150', { min: '100', max: '1000' }, 0)).toBeNull();
  expect(validateDepositAmount('150.5', { min: '100', max: '1000' }, 0)).toBe('amountFormat');
});
