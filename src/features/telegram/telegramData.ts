import type { TelegramAuthRequest, TelegramUser } from '@/api/types';

/** What the Telegram Login Widget hands its `data-onauth` callback. */
export interface TelegramWidgetAuth {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
}

/** The widget's data-check-string: every field but `hash`, as `key=value`, sorted by key, joined by newlines. */
export function widgetDataCheckString(auth: TelegramWidgetAuth): string {
  return Object.entries(auth)
    .filter(([key, value]) => key !== 'hash' && value !== undefined && value !== null)
    .map(([key, value]) => `${key}=${String(value)}`)
    .sort()
    .join('\n');
}

/** Keeps only the user fields the API accepts. */
function pickUser(raw: Partial<TelegramUser> & { id: number }): TelegramUser {
  const user: TelegramUser = { id: raw.id };
  for (const key of ['first_name', 'last_name', 'username', 'photo_url', 'language_code'] as const) {
    const value = raw[key];
    if (typeof value === 'string' && value !== '') user[key] = value;
  }
  return user;
}

/** The POST /auth/telegram(/link) body for a Login Widget result (`app: false`). */
export function widgetAuthRequest(auth: TelegramWidgetAuth): TelegramAuthRequest {
  return { dataString: widgetDataCheckString(auth), hash: auth.hash, user: pickUser(auth), app: false };
}

/**
 * The POST /auth/telegram body for Mini App initData (`app: true`): the raw initData exactly as Telegram gave it,
 * its `hash`, and the user parsed from it. Null when the data has no hash or no user.
 */
export function miniAppAuthRequest(initData: string): TelegramAuthRequest | null {
  const params = new URLSearchParams(initData);
  const hash = params.get('hash');
  const userJson = params.get('user');
  if (!hash || !userJson) return null;
  try {
    const parsed = JSON.parse(userJson) as unknown;
    if (typeof parsed !== 'object' || parsed === null || typeof (parsed as { id?: unknown }).id !== 'number')
      return null;
    return { dataString: initData, hash, user: pickUser(parsed as TelegramUser), app: true };
  } catch {
    return null;
  }
}
