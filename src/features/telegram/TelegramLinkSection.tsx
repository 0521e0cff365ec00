import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { baseApi } from '@/api/baseApi';
import { useMessages } from '@/i18n/useMessages';
import { telegramMessages } from './messages';
import { widgetAuthRequest, type TelegramWidgetAuth } from './telegramData';
import { TelegramLoginWidget } from './TelegramLoginWidget';
import { telegramLinkRequested } from './telegramRequests';

/** Settings block: whether Telegram is linked, the Login Widget to link it, and the server's answer. */
export function TelegramLinkSection() {
  const t = useMessages(telegramMessages);
  const dispatch = useAppDispatch();
  const telegramId = useAppSelector((state) => state.auth.user?.telegram_id ?? null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const onAuth = useCallback(
    (auth: TelegramWidgetAuth) => {
      void dispatch(telegramLinkRequested(widgetAuthRequest(auth))).then((answer) => {
        if (answer.ok) {
          dispatch(baseApi.util.invalidateTags(['User']));
          setResult({ ok: true, message: answer.data.message });
        } else {
          setResult({ ok: false, message: answer.message });
        }
      });
    },
    [dispatch],
  );

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{telegramId !== null ? t('linked', { id: telegramId }) : t('notLinked')}</Typography>
      {telegramId === null ? <TelegramLoginWidget onAuth={onAuth} /> : null}
      {result ? (
        <Alert
          severity={result.ok ? 'success' : 'error'}
          role={result.ok ? 'status' : 'alert'}
          data-testid="telegram-link-result"
        >
          {result.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
