/**
 * The Login Widget runs in a page of its own (`/telegram-login.html`, framed by the SPA), because telegram-widget.js
 * needs 'unsafe-eval' and only that page's policy allows it (docs/serving.md). The frame hands the widget's result to
 * the SPA with one message of this shape, posted to the SPA's own origin.
 */
import type { TelegramWidgetAuth } from '../telegramData';

export const LOGIN_FRAME_PATH = '/telegram-login.html';
export const LOGIN_FRAME_MESSAGE = 'telegram-login-widget:auth';

export interface LoginFrameMessage {
  type: typeof LOGIN_FRAME_MESSAGE;
  auth: TelegramWidgetAuth;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The widget result in a frame message, or null when the message is anything else. */
export function readLoginFrameMessage(data: unknown): TelegramWidgetAuth | null {
  if (!isRecord(data) || data.type !== LOGIN_FRAME_MESSAGE || !isRecord(data.auth)) return null;
  const { auth } = data;
  if (typeof auth.id !== 'number' || typeof auth.auth_date !== 'number' || typeof auth.hash !== 'string') return null;
  const text = (key: string): string | undefined => (typeof auth[key] === 'string' ? auth[key] : undefined);
  const fields = {
    first_name: text('first_name'),
    last_name: text('last_name'),
    username: text('username'),
    photo_url: text('photo_url'),
  };
  return {
    id: auth.id,
    auth_date: auth.auth_date,
    hash: auth.hash,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
  };
}

/** The frame's address for a bot and the page's language. */
export function loginFrameUrl(botName: string, lang: string): string {
  return `${LOGIN_FRAME_PATH}?${new URLSearchParams({ bot: botName, lang }).toString()}`;
}
