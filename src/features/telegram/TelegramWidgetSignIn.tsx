import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useAppDispatch } from '@/app/hooks';
import { lazyPart } from '@/ui/lazyRetrying';

const TwoFactorDialog = lazyPart(() => import('@/session/TwoFactorDialog'));
import { useMessages } from '@/i18n/useMessages';
import { sameSitePath } from '@/ui/navigation/sameSitePath';
import { showToast } from '@/ui/toast';
import { telegramMessages } from './messages';
import { followTelegramAnswer } from './telegramAnswer';
import { widgetAuthRequest, type TelegramWidgetAuth } from './telegramData';
import { TelegramLoginWidget } from './TelegramLoginWidget';
import { telegramBotNameRead, telegramSignInRequested } from './telegramRequests';

/**
 * «Sign in with Telegram» under the sign-in form: the Login Widget's result posts to /auth/telegram with
 * `app: false`; success signs in and goes to `intented` (or the server's redirect), a refusal shows the
 * server's message in an error toast. Renders nothing when no bot is configured.
 */
export function TelegramWidgetSignIn() {
  const t = useMessages(telegramMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const botName = useMemo(() => dispatch(telegramBotNameRead()), [dispatch]);
  const [challenge, setChallenge] = useState<string | null>(null);
  const goOn = useCallback(
    (redirect?: string) => {
      const intented = new URLSearchParams(search).get('intented') ?? undefined;
      void navigate(sameSitePath(intented, sameSitePath(redirect)), { replace: true });
    },
    [navigate, search],
  );

  const onAuth = useCallback(
    (auth: TelegramWidgetAuth) => {
      void dispatch(telegramSignInRequested(widgetAuthRequest(auth))).then((result) =>
        followTelegramAnswer(result, dispatch, t('signedIn'), {
          refused: (message) => showToast(message, 'error'),
          challenged: setChallenge,
          signedIn: goOn,
        }),
      );
    },
    [dispatch, goOn, t],
  );

  if (!botName) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Divider sx={{ mb: 2 }}>{t('or')}</Divider>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <TelegramLoginWidget onAuth={onAuth} />
      </Box>
      {challenge ? (
        <TwoFactorDialog
          challengeToken={challenge}
          onClose={() => setChallenge(null)}
          onSignedIn={() => {
            showToast(t('signedIn'), 'success');
            goOn();
          }}
        />
      ) : null}
    </Box>
  );
}
