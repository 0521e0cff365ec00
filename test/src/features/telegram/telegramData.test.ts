import { createHash, createHmac } from 'node:crypto';
import { miniAppAuthRequest, widgetAuthRequest, widgetDataCheckString } from '@/features/telegram/telegramData';
import { isInsideTelegram, readInitData, readLaunch } from '@/features/telegram/miniApp';
import { hostColors, rrggbb } from '@/features/telegram/telegramTheme';

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
    expect(body).toEqual({
      dataString: dataCheck,
      hash,
      user: { id: 42, first_name: 'Анна', username: 'anna' },
      app: false,
    });
  });
});

describe('Telegram Mini App initData', () => {
  const user = JSON.stringify({ id: 7, first_name: 'Иван', language_code: 'ru' });
  const initData = new URLSearchParams({
    query_id: 'AAE',
    user,
    auth_date: '1700000000',
    hash: 'cd'.repeat(32),
  }).toString();

  it('sends the raw initData unchanged, its hash and the parsed user, with app: true', () => {
    expect(miniAppAuthRequest(initData)).toEqual({
      dataString: initData,
      hash: 'cd'.repeat(32),
      user: { id: 7, first_name: 'Иван', language_code: 'ru' },
      app: true,
    });
  });

  it('refuses initData without a hash or a user', () => {
    expect(miniAppAuthRequest('user=%7B%22id%22%3A1%7D')).toBeNull();
    expect(miniAppAuthRequest(`hash=${'a'.repeat(64)}`)).toBeNull();
    expect(miniAppAuthRequest(`hash=${'a'.repeat(64)}&user=not-json`)).toBeNull();
  });

  /** A page load in one tab: its own location, the tab's session storage. */
  const pageLoad = (url: string, storage: Storage): Window => {
    const parsed = new URL(url, 'https://games.test');
    return { location: { hash: parsed.hash, search: parsed.search }, sessionStorage: storage } as unknown as Window;
  };

  it('reads the launch parameters once per page load and keeps all but the initData for reloads in the tab', () => {
    const theme = JSON.stringify({ bg_color: '#17212b', text_color: '#f5f5f5', bad: 3 });
    const fragment = new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'android',
      tgWebAppThemeParams: theme,
    });
    const first = pageLoad(`/v1#${fragment.toString()}`, window.sessionStorage);
    expect(isInsideTelegram(first)).toBe(true);
    expect(readInitData(first)).toBe(initData);
    expect(readLaunch(first)).toEqual({
      version: '8.0',
      platform: 'android',
      themeParams: { bg_color: '#17212b', text_color: '#f5f5f5' },
    });
    // A reload after the router dropped the fragment: still the Mini App, but the initData is gone for good.
    const reload = pageLoad('/v1/profile', window.sessionStorage);
    expect(readLaunch(reload)).toEqual(readLaunch(first));
    expect(readInitData(reload)).toBeNull();
    expect(window.sessionStorage.getItem('telegram-mini-app-launch')).not.toContain('hash');
    window.sessionStorage.clear();
    const elsewhere = pageLoad('/v1', window.sessionStorage);
    expect(isInsideTelegram(elsewhere)).toBe(false);
    expect(readInitData(elsewhere)).toBeNull();
  });

  it('gives Telegram its colours as #rrggbb: the header colour falls back to the background', () => {
    expect(rrggbb('#ABC')).toBe('#aabbcc');
    expect(rrggbb('#17212BFF')).toBe('#17212b');
    expect(rrggbb('red')).toBeNull();
    expect(hostColors({ bg_color: '#ffffff' })).toEqual({ header: '#ffffff', background: '#ffffff' });
    expect(hostColors({ bg_color: '#ffffff', header_bg_color: '#eeeeee' })).toEqual({
      header: '#eeeeee',
      background: '#ffffff',
    });
  });
});
