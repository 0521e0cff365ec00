/** The one reader of typed money amounts, used by the deposit, withdrawal and limit forms. */
import { normaliseAmountInput } from '@/ui/format';

test('a comma is read as the decimal point and the wire form uses a dot', () => {
  expect(normaliseAmountInput('1500,50', 2)).toBe('1500.50');
  expect(normaliseAmountInput(' 12,5 ', 2)).toBe('12.5');
  expect(normaliseAmountInput('1500', 2)).toBe('1500');
});

test('the fraction may have up to the currency decimals, and none for a currency without decimals', () => {
  expect(normaliseAmountInput('12.345', 2)).toBeNull();
  expect(normaliseAmountInput('0.00012345', 8)).toBe('0.00012345');
  expect(normaliseAmountInput('1500', 0)).toBe('1500');
  expect(normaliseAmountInput('10.5', 0)).toBeNull();
  expect(normaliseAmountInput('10,5', 0)).toBeNull();
});

test('anything but a plain non-negative number of at most 12 whole digits is refused', () => {
  for (const raw of ['', ' ', 'abc', '12a', '-100', '+5', '1e3', '.5', '5.', '1 000', '1,000.50', '1234567890123']) {
    expect(normaliseAmountInput(raw, 2)).toBeNull();
  }
  expect(normaliseAmountInput('123456789012', 2)).toBe('123456789012');
});
