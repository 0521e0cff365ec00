/** Money as minor units and decimal strings, and the one place a currency's decimals are decided. */
import { CurrencyMoney, decimalsFor, formatMoney, parseMoney } from '../../../server/lib/money';

describe('money', () => {
  it('round-trips decimal strings through minor units without floats', () => {
    expect(parseMoney('1000.00', 2)).toBe(100000);
    expect(parseMoney('0.1', 2)).toBe(10);
    expect(formatMoney(parseMoney('0.1', 2)! + parseMoney('0.2', 2)!, 2)).toBe('0.30');
    expect(parseMoney('1.005', 2)).toBeNull();
    expect(parseMoney('0.00000001', 8)).toBe(1);
    expect(formatMoney(1, 8)).toBe('0.00000001');
    expect(formatMoney(-150, 2)).toBe('-1.50');
    expect(parseMoney('1e5', 2)).toBeNull();
    expect(parseMoney('-5', 2)).toBeNull();
  });

  it('gives fiat currencies 2 decimals, the others 8, and unknown codes the fiat ones (x-currencies)', () => {
    expect([decimalsFor(true), decimalsFor(false)]).toEqual([2, 8]);
    const money = new CurrencyMoney((code) => ({ RUB: true, BTC: false })[code]);
    expect(money.format(123456, 'RUB')).toBe('1234.56');
    expect(money.format(123456, 'BTC')).toBe('0.00123456');
    expect(money.format(123456, 'XYZ')).toBe('1234.56');
    expect(money.parse('0.00000001', 'BTC')).toBe(1);
    expect(money.parse('0.001', 'RUB')).toBeNull();
  });
});
