/** Unit checks of the algorithms against published vectors: Pusher channel auth, Telegram keys, money. */
import { createHmac } from 'node:crypto';
import { channelAuth, checkTelegramInitData, checkTelegramWidget, signTelegramInitData, signTelegramWidget, verificationHash, checkVerificationLink } from '../../server/lib/signatures';
import { formatMoney, parseMoney } from '../../server/lib/money';
import { RateLimiter } from '../../server/lib/rateLimiter';

describe('Pusher channel signatures (protocols.md §2 vectors)', () => {
  const key = '278d425bdf160c739803';
  const secret = '7ad3773142a6692b25b8';
  it('signs a private channel', () => {
    expect(channelAuth(key, secret, '1234.1234', 'private-foobar')).toBe(`${key}:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4`);
  });
  it('signs a presence channel with its channel_data', () => {
    const data = '{"user_id":10,"user_info":{"name":"Mr. Channels"}}';
    expect(channelAuth(key, secret, '1234.1234', 'presence-foobar', data)).toBe(`${key}:31935e7d86dba64c2a90aed31fdc61869f9b22ba9d8863bba239c03ca481bc80`);
  });
});

describe('Telegram', () => {
  const token = '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8';
  it('derives the Mini App secret key as in the tma.js vector', () => {
    const secret = createHmac('sha256', 'WebAppData').update(token).digest('hex');
    expect(secret.startsWith('a5c609aa')).toBe(true);
    expect(secret.endsWith('ee5f')).toBe(true);
  });
  it('accepts signed initData and refuses it after one changed field', () => {
    const { dataString, hash } = signTelegramInitData(token, { auth_date: '1700000000', query_id: 'AAHdF6IQAAAAAN0XohDhrOrc', user: JSON.stringify({ id: 279058397, first_name: 'Vladislav' }) });
    expect(checkTelegramInitData(token, dataString, hash)).toBe(true);
    expect(checkTelegramInitData(token, dataString.replace('Vladislav', 'Vladislaw'), hash)).toBe(false);
    expect(checkTelegramInitData('other:token', dataString, hash)).toBe(false);
  });
  it('accepts a signed Login Widget data-check-string and refuses a changed one', () => {
    const { dataString, hash } = signTelegramWidget(token, { id: 42, first_name: 'Ann', auth_date: 1700000000 });
    expect(dataString).toBe('auth_date=1700000000\nfirst_name=Ann\nid=42');
    expect(checkTelegramWidget(token, dataString, hash)).toBe(true);
    expect(checkTelegramWidget(token, dataString.replace('id=42', 'id=43'), hash)).toBe(false);
  });
});

describe('signed verification links', () => {
  it('binds uuid, e-mail and expiry', () => {
    const hash = verificationHash('k', 'u-1', 'a@b.c', 2000);
    expect(checkVerificationLink('k', { uuid: 'u-1', hash, expires: '2000' }, 'a@b.c', 1000)).toBe('ok');
    expect(checkVerificationLink('k', { uuid: 'u-1', hash, expires: '2001' }, 'a@b.c', 1000)).toBe('invalid');
    expect(checkVerificationLink('k', { uuid: 'u-2', hash, expires: '2000' }, 'a@b.c', 1000)).toBe('invalid');
    expect(checkVerificationLink('k', { uuid: 'u-1', hash, expires: '2000' }, 'x@b.c', 1000)).toBe('invalid');
    expect(checkVerificationLink('k', { uuid: 'u-1', hash, expires: '2000' }, 'a@b.c', 3000)).toBe('expired');
  });
});

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
});

describe('rate limiter', () => {
  it('refuses over the limit and tells how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const limit = { max: 2, windowSeconds: 60 };
    expect(limiter.hit('k', limit)).toBe(0);
    expect(limiter.hit('k', limit)).toBe(0);
    expect(limiter.hit('k', limit)).toBe(60);
    now = 30_000;
    expect(limiter.hit('k', limit)).toBe(30);
    now = 60_000;
    expect(limiter.hit('k', limit)).toBe(0);
  });
});
