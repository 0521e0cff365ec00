import { createHash, createHmac } from 'node:crypto';
import { miniAppAuthRequest, widgetAuthRequest, widgetDataCheckString } from '@/features/telegram/telegramData';
import { isInsideTelegram, readInitData, readThemeParams } from '@/features/telegram/miniApp';

const BOT_TOKEN = '123456789:AAtest-token';

describe('Telegram Login Widget data', () => {
  const auth = { id: 42, first_name: 'Анна', username: 'anna', auth_date: 1_700_000_000, hash: 'ab'.repeat(32) };

  it('builds the data-check-string from every field but hash, sorted, newline-joined', () => {
    expect(widgetDataCheckString(auth)).toBe('auth_date=1700000000\nfirst_name=Анна\nid=42\nusername=anna');
  });

  it('produces a body whose data-check-string verifies with the widget algorithm (SHA-256 of the token as key)', () => {
    const dataCheck = widgetDataCheckString(auth);
    const hash = createHmac('sha256', createHash('sha256').update(BOT_TOKEN).digest()).update(dataCheck).digest('hex');
    const body = widgetAuthRequest({ ...auth, hash });
    expect(body).toEqual({ dataString: dataCheck, hash, user: { id: 42, first_name: 'Анна', username: 'anna' }, app: false });
  });
});

describe('Telegram Mini App initData', () => {
  const user = JSON.stringify({ id: 7, first_name: 'Иван', language_code: 'ru' });
  const initData = new URLSearchParams({ query_id: 'AAE', user, auth_date: '1700000000', hash: 'cd'.repeat(32) }).toString();

  it('sends the raw initData unchanged, its hash and the parsed user, with app: true', () => {
    expect(miniAppAuthRequest(initData)).toEqual({ dataString: initData, hash: 'cd'.repeat(32), user: { id: 7, first_name: 'Иван', language_code: 'ru' }, app: true });
  });

  it('refuses initData without a hash or a user', () => {
    expect(miniAppAuthRequest('user=%7B%22id%22%3A1%7D')).toBeNull();
    expect(miniAppAuthRequest(`hash=${'a'.repeat(64)}`)).toBeNull();
    expect(miniAppAuthRequest(`hash=${'a'.repeat(64)}&user=not-json`)).toBeNull();
  });

  it('detects the Mini App from the tgWebAppData launch parameter and reads its theme', () => {
    const theme = JSON.stringify({ bg_color: '#17212b', text_color: '#f5f5f5' });
    window.history.replaceState(null, '', `/v1#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppThemeParams=${encodeURIComponent(theme)}`);
    expect(isInsideTelegram(window)).toBe(true);
    expect(readInitData(window)).toBe(initData);
    expect(readThemeParams(window)).toEqual({ bg_color: '#17212b', text_color: '#f5f5f5' });
    window.history.replaceState(null, '', '/v1');
    expect(isInsideTelegram(window)).toBe(false);
    expect(readInitData(window)).toBeNull();
  });
});
