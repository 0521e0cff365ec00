import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { completeSignIn } from '@/session/sessionActions';
import { useMessages } from '@/i18n/useMessages';
import { hapticNotification } from '@/ui/host';
import { isV1Path, useGeneration } from '@/ui/navigation/generation';
import { sameSitePath } from '@/ui/navigation/sameSitePath';
import { showToast } from '@/ui/toast';
import { readInitData } from './miniApp';
import { telegramMessages } from './messages';
import { miniAppAuthRequest } from './telegramData';
import { telegramSignInRequested, type TelegramResult, type TelegramSignInAnswer } from './telegramRequests';

/** Where to go after a Mini App sign-in: the server's redirect, kept in the v1 generation when the app runs there. */
function miniAppTarget(redirect: string | undefined, pathname: string): string {
  const target = sameSitePath(redirect);
  if (!isV1Path(pathname) || isV1Path(target)) return target;
  return target === '/' ? '/v1' : `/v1${target}`;
}

// One attempt per page load: a layout change remounts this component, and a refused initData stays refused.
let attempted = false;

/** The screen shown when Telegram's sign-in data was refused: what happened, and sign-in by e-mail instead. */
function RefusedScreen({ reason, onClose }: { reason: string; onClose: () => void }) {
  const t = useMessages(telegramMessages);
  const generation = useGeneration();
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="telegram-refused-title" data-testid="telegram-sign-in-refused">
      <Stack spacing={2} sx={{ p: 3, pt: 'calc(24px + env(safe-area-inset-top))', maxWidth: 480, mx: 'auto', width: '100%', my: 'auto' }}>
        <Typography id="telegram-refused-title" component="h1" variant="h5" sx={{ fontWeight: 600 }}>{t('refusedTitle')}</Typography>
        <Alert severity="error" role="alert">{reason}</Alert>
        <Typography color="text.secondary">{t('refusedHelp')}</Typography>
        <Button variant="contained" size="large" component={RouterLink} to={`${generation}/sign-in`} onClick={onClose} data-testid="telegram-refused-email">
          {t('signInByEmail')}
        </Button>
        <Button onClick={onClose} data-testid="telegram-refused-guest">{t('continueAsGuest')}</Button>
      </Stack>
    </Dialog>
  );
}

/**
 * Inside the Telegram Mini App, signs a guest in with the launch initData (POST /auth/telegram, `app: true`)
 * as soon as the start-up user fetch says nobody is signed in. A refusal (or unreadable data) shows a
 * screen with the reason and a way to sign in by e-mail. Mount it once, at the root.
 */
export function TelegramMiniAppSignIn() {
  const status = useAppSelector((state) => state.auth.status);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useMessages(telegramMessages);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'signedOut' || attempted) return;
    const initData = readInitData();
    if (!initData) return;
    attempted = true;
    const body = miniAppAuthRequest(initData);
    const answer: Promise<TelegramResult<TelegramSignInAnswer>> = body
      ? dispatch(telegramSignInRequested(body))
      : Promise.resolve({ ok: false, status: 0, message: t('badData') });
    void answer.then((result) => {
      if (!result.ok) {
        hapticNotification('error');
        setRefusal(result.message);
        return;
      }
      dispatch(completeSignIn(result.data.token, result.data.user));
      showToast(result.data.message || t('signedIn'), 'success');
      void navigate(miniAppTarget(result.data.redirect, window.location.pathname), { replace: true });
    });
  }, [status, dispatch, navigate, t]);

  return refusal === null ? null : <RefusedScreen reason={refusal} onClose={() => setRefusal(null)} />;
}
