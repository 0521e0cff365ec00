import { compareTimes, convertMoney, formatDate, formatMoney, randomCode, compareDecimal } from '@/ui/format';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('formats the six display currencies with their symbols and locales', () => {
    expect(formatMoney('1234.5', 'RUB')).toBe(`1${NBSP}234,50${NBSP}₽`);
    expect(formatMoney('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'EUR')).toBe('€1,234.50');
    expect(formatMoney('1234567.891', 'KZT')).toBe(`1${NBSP}234${NBSP}567,89${NBSP}₸`);
    expect(formatMoney('0', 'UAH')).toBe(`0,00${NBSP}₴`);
    expect(formatMoney('99.99', 'BYR')).toBe(`99,99${NBSP}Br`);
  });

  it('shows 8 decimals and the code for non-fiat currencies', () => {
    expect(formatMoney('0.00012345', 'BTC')).toBe(`0.00012345${NBSP}BTC`);
    expect(formatMoney('12', 'USDT')).toBe(`12.00000000${NBSP}USDT`);
  });

  it('uses the server fiat flag when given, and amount plus code for other fiat currencies', () => {
    expect(formatMoney('5', 'GBP')).toBe(`5.00${NBSP}GBP`);
    expect(formatMoney('5', 'XYZ', { fiat: true })).toBe(`5.00${NBSP}XYZ`);
    expect(formatMoney('5', 'XYZ')).toBe(`5.00000000${NBSP}XYZ`);
  });

  it('keeps precision a float would lose and rounds half away from zero', () => {
    expect(formatMoney('90071992547409931.005', 'USD')).toBe('$90,071,992,547,409,931.01');
    expect(formatMoney('1.005', 'USD')).toBe('$1.01');
    expect(formatMoney('-2.5', 'USD')).toBe('-$2.50');
    expect(formatMoney('-1234.5', 'RUB')).toBe(`-1${NBSP}234,50${NBSP}₽`);
    expect(formatMoney('-0.001', 'USD')).toBe('$0.00');
  });

  it('can print the number alone', () => {
    expect(formatMoney('1000', 'RUB', { display: 'none' })).toBe(`1${NBSP}000,00`);
  });

  it('rejects values that are not decimals', () => {
    expect(() => formatMoney('1e5', 'USD')).toThrow(RangeError);
    expect(() => formatMoney('', 'USD')).toThrow(RangeError);
  });
});

describe('convertMoney', () => {
  it('goes through USD exactly: amount / from.usd_rate × to.usd_rate', () => {
    const usd = { code: 'USD', usd_rate: '1' };
    const rub = { code: 'RUB', usd_rate: '92.5' };
    const btc = { code: 'BTC', usd_rate: '0.0000155', fiat: false };
    expect(convertMoney('1000.00', rub, usd)).toBe('10.81');
    expect(convertMoney('10', usd, rub)).toBe('925.00');
    expect(convertMoney('100', usd, btc)).toBe('0.00155000');
    expect(convertMoney('0.1', usd, { code: 'EUR', usd_rate: '0.2' }, 4)).toBe('0.0200');
  });
});

describe('compareDecimal', () => {
  it('compares decimal strings of different scales', () => {
    expect(compareDecimal('10.50', '10.5')).toBe(0);
    expect(compareDecimal('9.999', '10')).toBe(-1);
    expect(compareDecimal('1000.01', '1000.001')).toBe(1);
  });
});

describe('formatDate', () => {
  it('prints dd.MM.yyyy, HH:mm in local time', () => {
    expect(formatDate(new Date(2026, 0, 5, 7, 3))).toBe('05.01.2026, 07:03');
    expect(formatDate(new Date(2026, 10, 22, 23, 59).toISOString())).toBe('22.11.2026, 23:59');
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('randomCode', () => {
  it('makes codes of uppercase letters and digits, 8 by default', () => {
    const codes = Array.from({ length: 200 }, () => randomCode());
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(randomCode(20)).toMatch(/^[A-Z0-9]{20}$/);
  });
});

describe('compareTimes', () => {
  it('orders ISO 8601 timestamps by the instant they name, offsets included', () => {
    // 10:00 at +03:00 is 07:00Z: before 08:00Z, although its text sorts after it.
    const times = ['2026-05-01T08:00:00Z', '2026-05-01T10:00:00+03:00', '2026-04-30T23:59:59.500Z'];
    expect([...times].sort(compareTimes)).toEqual([
      '2026-04-30T23:59:59.500Z',
      '2026-05-01T10:00:00+03:00',
      '2026-05-01T08:00:00Z',
    ]);
    expect(compareTimes('2026-05-01T07:00:00Z', '2026-05-01T10:00:00+03:00')).toBe(0);
  });
});
