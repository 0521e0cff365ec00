import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { completeSignIn } from '@/session/sessionActions';
import { useMessages } from '@/i18n/useMessages';
import { isV1Path } from '@/ui/navigation/generation';
import { sameSitePath } from '@/ui/navigation/sameSitePath';
import { showToast } from '@/ui/toast';
import { loadTelegramSdk, readInitData } from './miniApp';
import { telegramMessages } from './messages';
import { miniAppAuthRequest } from './telegramData';
import { telegramSignInRequested } from './telegramRequests';

/** Where to go after a Mini App sign-in: the server's redirect, kept in the v1 generation when the app runs there. */
function miniAppTarget(redirect: string | undefined, pathname: string): string {
  const target = sameSitePath(redirect);
  if (!isV1Path(pathname) || isV1Path(target)) return target;
  return target === '/' ? '/v1' : `/v1${target}`;
}

// One attempt per page load: a layout change remounts this component, and a refused initData stays refused.
let attempted = false;

/**
 * Inside the Telegram Mini App, signs a guest in with the launch initData (POST /auth/telegram, `app: true`)
 * as soon as the start-up user fetch says nobody is signed in; a refusal shows the server's message as an
 * error toast. Renders nothing; mount it once in each layout.
 */
export function TelegramMiniAppSignIn() {
  const status = useAppSelector((state) => state.auth.status);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useMessages(telegramMessages);

  useEffect(() => {
    loadTelegramSdk();
  }, []);

  useEffect(() => {
    if (status !== 'signedOut' || attempted) return;
    const initData = readInitData();
    if (!initData) return;
    attempted = true;
    const body = miniAppAuthRequest(initData);
    if (!body) {
      showToast(t('badData'), 'error');
      return;
    }
    void dispatch(telegramSignInRequested(body)).then((result) => {
      if (!result.ok) {
        showToast(result.message, 'error');
        return;
      }
      dispatch(completeSignIn(result.data.token, result.data.user));
      showToast(result.data.message || t('signedIn'), 'success');
      void navigate(miniAppTarget(result.data.redirect, window.location.pathname), { replace: true });
    });
  }, [status, dispatch, navigate, t]);

  return null;
}
