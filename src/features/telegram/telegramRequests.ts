import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { authHeaders } from '@/api/authHeaders';
import type { ApiServices } from '@/api/services';
import { firstFieldErrors } from '@/api/errors';
import type { LaravelError, TelegramAuthRequest, TwoFactorChallenge, User } from '@/api/types';
import { localeOfState } from '@/i18n/localeSlice';

/** The answer of POST /auth/telegram: a session, or the challenge of the code step when two-factor sign-in is on. */
export type TelegramSignInAnswer =
  | {
      token: string;
      user: User;
      redirect?: string;
      message?: string;
    }
  | TwoFactorChallenge;

/** The answer of POST /auth/telegram/link. */
export interface TelegramLinkAnswer {
  user: User;
  message: string;
}

/** The outcome of a Telegram call: the answer, or the server's message (first field error when there is no message). */
export type TelegramResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/**
 * Posts Telegram data with a plain thunk rather than an RTK Query mutation, on purpose: a mutation keeps its
 * arguments (the signed initData and hash) in the store's state and in its actions, and they must be in neither.
 */
function postTelegram<T>(
  path: string,
  body: TelegramAuthRequest,
): ThunkAction<Promise<TelegramResult<T>>, unknown, ApiServices, UnknownAction> {
  return async (_dispatch, getState, services) => {
    // The answer's message (a welcome, a refusal) in the interface language, as the base query asks.
    const headers = {
      'Content-Type': 'application/json',
      'Accept-Language': localeOfState(getState()),
      ...authHeaders(services.tokens),
    };
    const fetchFn = services.fetchFn ?? fetch;
    try {
      const response = await fetchFn(`${services.config.apiBaseUrl}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      const data = (await response.json().catch(() => null)) as (T & Partial<LaravelError>) | null;
      if (response.ok && data) return { ok: true, data };
      const fieldMessage = Object.values(firstFieldErrors(data?.errors))[0];
      return {
        ok: false,
        status: response.status,
        message: data?.message || fieldMessage || `HTTP ${response.status}`,
      };
    } catch (error) {
      return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
    }
  };
}

/** POST /auth/telegram: signs in with Login Widget data (`app: false`) or Mini App initData (`app: true`). */
export const telegramSignInRequested = (body: TelegramAuthRequest) =>
  postTelegram<TelegramSignInAnswer>('/auth/telegram', body);

/** POST /auth/telegram/link: links the Telegram account to the signed-in user. */
export const telegramLinkRequested = (body: TelegramAuthRequest) =>
  postTelegram<TelegramLinkAnswer>('/auth/telegram/link', body);

/** The Login Widget's bot name from the run-time configuration (empty when Telegram sign-in is not set up). */
export const telegramBotNameRead =
  (): ThunkAction<string, unknown, ApiServices, UnknownAction> => (_dispatch, _getState, services) =>
    services.config.telegramBotName;
