import { decimalProgressPercent } from '@/features/bonuses/decimalProgress';

describe('decimalProgressPercent (wagering bar)', () => {
  it('computes the whole percentage from decimal strings', () => {
    expect(decimalProgressPercent('350.00', '3500.00')).toBe(10);
    expect(decimalProgressPercent('1749.99', '3500.00')).toBe(49);
    expect(decimalProgressPercent('0.00000001', '0.00000002')).toBe(50);
    expect(decimalProgressPercent('12.5', '25.00')).toBe(50);
  });

  it('stays exact where floats would not (0.1 + 0.2 style values)', () => {
    expect(decimalProgressPercent('0.30', '0.30')).toBe(100);
    expect(decimalProgressPercent('99999999999999999.99', '100000000000000000.00')).toBe(99);
  });

  it('clamps to 0..100 and treats a zero or malformed target as done', () => {
    expect(decimalProgressPercent('5000.00', '3500.00')).toBe(100);
    expect(decimalProgressPercent('0.00', '3500.00')).toBe(0);
    expect(decimalProgressPercent('10.00', '0.00')).toBe(100);
    expect(decimalProgressPercent('abc', '10.00')).toBe(100);
  });
});
