import { useEffect, useMemo, useRef } from 'react';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { telegramMessages } from './messages';
import type { TelegramWidgetAuth } from './telegramData';
import { telegramBotNameRead } from './telegramRequests';

/** Name of the global callback the widget's `data-onauth` calls (one widget is on screen at a time). */
export const WIDGET_CALLBACK = 'onTelegramAuth';

declare global {
  interface Window {
    onTelegramAuth?: (auth: TelegramWidgetAuth) => void;
  }
}

const WIDGET_URL = 'https://telegram.org/js/telegram-widget.js?22';

/**
 * The Telegram Login Widget (telegram-widget.js) for the configured bot; its result goes to `onAuth`.
 * Without a configured bot name it says so instead. The script is loaded only when this is on screen.
 */
export function TelegramLoginWidget({ onAuth }: { onAuth: (auth: TelegramWidgetAuth) => void }) {
  const t = useMessages(telegramMessages);
  const dispatch = useAppDispatch();
  const botName = useMemo(() => dispatch(telegramBotNameRead()), [dispatch]);
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onAuth);

  useEffect(() => {
    callback.current = onAuth;
  }, [onAuth]);

  useEffect(() => {
    const host = container.current;
    if (!botName || !host) return undefined;
    window[WIDGET_CALLBACK] = (auth) => callback.current(auth);
    const script = document.createElement('script');
    script.src = WIDGET_URL;
    script.async = true;
    script.setAttribute('data-telegram-login', botName);
    script.setAttribute('data-size', 'large');
    script.setAttribute('data-request-access', 'write');
    script.setAttribute('data-onauth', `${WIDGET_CALLBACK}(user)`);
    host.appendChild(script);
    return () => {
      host.replaceChildren();
      delete window[WIDGET_CALLBACK];
    };
  }, [botName]);

  if (!botName) return <Typography color="text.secondary">{t('widgetUnavailable')}</Typography>;
  return <div ref={container} data-testid="telegram-login-widget" aria-label={t('signInWith')} />;
}
