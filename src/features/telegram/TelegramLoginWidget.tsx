import { useEffect, useMemo, useRef } from 'react';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import { useMessages } from '@/i18n/useMessages';
import { telegramMessages } from './messages';
import type { TelegramWidgetAuth } from './telegramData';
import { telegramBotNameRead } from './telegramRequests';
import { loginFrameUrl, readLoginFrameMessage } from './loginFrame/loginFrameProtocol';

/** The large widget button's size; the frame is exactly that, so nothing around it moves when it loads. */
const FRAME_WIDTH = 240;
const FRAME_HEIGHT = 44;

/**
 * The Telegram Login Widget for the configured bot; its result goes to `onAuth`. The widget runs in a frame of our own
 * origin whose page alone may evaluate code (telegram-widget.js needs it), so the rest of the site never does; the
 * frame posts the result back, and only a message from that frame counts. Without a configured bot name it says so.
 */
export function TelegramLoginWidget({ onAuth }: { onAuth: (auth: TelegramWidgetAuth) => void }) {
  const t = useMessages(telegramMessages);
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const botName = useMemo(() => dispatch(telegramBotNameRead()), [dispatch]);
  const frame = useRef<HTMLIFrameElement>(null);
  const callback = useRef(onAuth);

  useEffect(() => {
    callback.current = onAuth;
  }, [onAuth]);

  useEffect(() => {
    const receive = (event: MessageEvent): void => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const auth = readLoginFrameMessage(event.data);
      if (auth) callback.current(auth);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);

  if (!botName) return <Typography color="text.secondary">{t('widgetUnavailable')}</Typography>;
  return (
    <iframe
      ref={frame}
      src={loginFrameUrl(botName, locale)}
      title={t('signInWith')}
      data-testid="telegram-login-widget"
      width={FRAME_WIDTH}
      height={FRAME_HEIGHT}
      style={{ border: 0, display: 'block', maxWidth: '100%', colorScheme: 'normal' }}
    />
  );
}
