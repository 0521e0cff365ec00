/**
 * The script of `/telegram-login.html`: loads Telegram's Login Widget for the bot named in the address and posts its
 * result to the SPA that framed this page (same origin only). Nothing else runs under this page's looser policy.
 */
import { LOGIN_FRAME_MESSAGE, type LoginFrameMessage } from './loginFrameProtocol';
import type { TelegramWidgetAuth } from '../telegramData';

const WIDGET_URL = 'https://telegram.org/js/telegram-widget.js?22';
/** Telegram bot names: 5–32 letters, digits and underscores. */
const BOT_NAME = /^[A-Za-z0-9_]{5,32}$/;

declare global {
  interface Window {
    onTelegramAuth?: (auth: TelegramWidgetAuth) => void;
  }
}

const params = new URLSearchParams(window.location.search);
const bot = params.get('bot') ?? '';
const lang = params.get('lang') === 'en' ? 'en' : 'ru';

if (BOT_NAME.test(bot) && window.parent !== window) {
  window.onTelegramAuth = (auth) => {
    const message: LoginFrameMessage = { type: LOGIN_FRAME_MESSAGE, auth };
    window.parent.postMessage(message, window.location.origin);
  };
  const script = document.createElement('script');
  script.src = WIDGET_URL;
  script.async = true;
  script.setAttribute('data-telegram-login', bot);
  script.setAttribute('data-size', 'large');
  script.setAttribute('data-request-access', 'write');
  script.setAttribute('data-lang', lang);
  script.setAttribute('data-onauth', 'onTelegramAuth(user)');
  document.body.appendChild(script);
}
