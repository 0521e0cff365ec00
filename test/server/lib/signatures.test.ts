/** The signatures of lib/signatures against published vectors: Telegram's two checks and the signed e-mail links. */
import { createHmac } from 'node:crypto';
import {
  checkTelegramInitData,
  checkTelegramWidget,
  checkVerificationLink,
  signTelegramInitData,
  signTelegramWidget,
  verificationHash,
} from '../../../server/lib/signatures';

describe('Telegram', () => {
  const token = '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8';
  it('derives the Mini App secret key as in the tma.js vector', () => {
    const secret = createHmac('sha256', 'WebAppData').update(token).digest('hex');
    expect(secret.startsWith('a5c609aa')).toBe(true);
    expect(secret.endsWith('ee5f')).toBe(true);
  });
  it('accepts signed initData and refuses it after one changed field', () => {
    const { dataString, hash } = signTelegramInitData(token, {
      auth_date: '1700000000',
      query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
      user: JSON.stringify({ id: 279058397, first_name: 'Vladislav' }),
    });
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
