import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyPart } from '@/ui/lazyRetrying';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { hapticNotification } from '@/ui/host';
import { isV1Path } from '@/ui/navigation/generation';
import { sameSitePath } from '@/ui/navigation/sameSitePath';
import { showToast } from '@/ui/toast';
import { readInitData } from './miniApp';
import { telegramMessages } from './messages';
import { followTelegramAnswer } from './telegramAnswer';
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

// The refusal screen is rare: it loads only when shown.
const RefusedScreen = lazyPart(() => import('./TelegramRefusedScreen'));
// So is the code step of an account with two-factor sign-in on.
const TwoFactorDialog = lazyPart(() => import('@/session/TwoFactorDialog'));

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
  const [challenge, setChallenge] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'signedOut' || attempted) return;
    const initData = readInitData();
    if (!initData) return;
    attempted = true;
    const body = miniAppAuthRequest(initData);
    const answer: Promise<TelegramResult<TelegramSignInAnswer>> = body
      ? dispatch(telegramSignInRequested(body))
      : Promise.resolve({ ok: false, status: 0, message: t('badData') });
    void answer.then((result) =>
      followTelegramAnswer(result, dispatch, t('signedIn'), {
        refused: (message) => {
          hapticNotification('error');
          setRefusal(message);
        },
        challenged: setChallenge,
        signedIn: (redirect) => void navigate(miniAppTarget(redirect, window.location.pathname), { replace: true }),
      }),
    );
  }, [status, dispatch, navigate, t]);

  if (challenge !== null)
    return (
      <TwoFactorDialog
        challengeToken={challenge}
        fullScreen
        onClose={() => setChallenge(null)}
        onSignedIn={() => {
          setChallenge(null);
          showToast(t('signedIn'), 'success');
        }}
      />
    );
  if (refusal === null) return null;
  return <RefusedScreen reason={refusal} onClose={() => setRefusal(null)} />;
}
