import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { homeOf, useGeneration } from '@/ui/navigation/generation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { toApiError } from '@/api/errors';
import { useMessages } from '@/i18n/useMessages';
import { showToast } from '@/ui/toast';
import { Loading } from '@/ui/components/Loading';
import { PageHeader } from '@/ui/components/PageHeader';
import { messageOf } from './resendOutcome';
import { verifyEmailMessages } from './messages';
import { ResendVerificationButton, type ResendOutcome } from './ResendVerificationButton';
import type { VerifyEmailRequest } from '@/api/types';
import { useGetResendWaitQuery, useResendVerificationMutation, useVerifyEmailMutation } from './verifyEmailApi';
import { Button } from '@/ui/primitives/Button';

/** The signed link's parameters, when the page was opened from the e-mail. */
function readLink(params: URLSearchParams): VerifyEmailRequest | null {
  const expires = params.get('expires');
  const hash = params.get('hash');
  const uuid = params.get('uuid');
  return expires && hash && uuid ? { expires, hash, uuid } : null;
}

type LinkState =
  | { phase: 'none' }
  | { phase: 'checking' }
  | { phase: 'verified'; message: string }
  | { phase: 'failed'; message: string };

/**
 * /verify-email: for an unverified user, the resend button with its countdown; opened from the e-mail's
 * signed link (`?expires&hash&uuid`), it confirms the address, refreshes the user and says how it went.
 */
export default function VerifyEmailScreen() {
  const t = useMessages(verifyEmailMessages);
  const [params] = useSearchParams();
  const user = useAppSelector((state) => state.auth.user);
  const authStatus = useAppSelector((state) => state.auth.status);
  const [confirm] = useVerifyEmailMutation();
  const [resend] = useResendVerificationMutation();
  const [linkState, setLinkState] = useState<LinkState>({ phase: 'none' });
  const started = useRef(false);
  const link = readLink(params);
  const generation = useGeneration();
  const mustVerify = authStatus === 'signedIn' && user !== null && !user.email_verified_at;
  // The countdown starts from the server's figure as soon as the page opens (a letter went out at sign-up).
  const wait = useGetResendWaitQuery(undefined, { skip: !mustVerify });

  useEffect(() => {
    if (!link || started.current) return;
    started.current = true;
    setLinkState({ phase: 'checking' });
    confirm(link)
      .unwrap()
      .then((answer) => {
        setLinkState({ phase: 'verified', message: answer.message });
        // A toast, because the refreshed (now verified) user is sent on to the home page at once.
        showToast(answer.message || t('verified'), 'success');
      })
      .catch((error: unknown) => {
        setLinkState({ phase: 'failed', message: messageOf(error) ?? t('linkFailed') });
      });
  }, [link, confirm, t]);

  const onResend = useCallback(async (): Promise<ResendOutcome> => {
    const result = await resend();
    if ('data' in result && result.data)
      return { ok: true, message: result.data.message, availableIn: result.data.availableIn };
    const error = toApiError('error' in result ? result.error : undefined);
    return { ok: false, message: error?.message ?? t('linkFailed'), availableIn: error?.availableIn };
  }, [resend, t]);

  return (
    <Box data-testid="verify-email-screen" sx={{ maxWidth: 720 }}>
      <PageHeader title={t('title')} />
      <Stack spacing={3}>
        {linkState.phase === 'checking' ? <Loading /> : null}
        {linkState.phase === 'verified' ? (
          <Alert severity="success" role="status">
            {user ? t('verified') : `${linkState.message} ${t('verifiedGuest')}`}
          </Alert>
        ) : null}
        {linkState.phase === 'failed' ? (
          <Alert severity="error" role="alert">
            {linkState.message}
          </Alert>
        ) : null}
        {authStatus === 'signedIn' && user && !user.email_verified_at ? (
          <>
            <Typography>{t('intro', { email: user.email })}</Typography>
            <ResendVerificationButton
              onResend={onResend}
              serverWait={wait.data?.availableIn}
              waitPending={wait.isLoading}
            />
          </>
        ) : null}
        {authStatus === 'signedOut' ? (
          <>
            {linkState.phase === 'none' ? <Typography>{t('introGuest')}</Typography> : null}
            <Stack direction="row" spacing={2}>
              <Button
                variant="contained"
                component={RouterLink}
                to={`${generation}/sign-in?intented=${encodeURIComponent(`${generation}/verify-email`)}`}
              >
                {t('signIn')}
              </Button>
              <Button variant="outlined" component={RouterLink} to={homeOf(generation)}>
                {t('home')}
              </Button>
            </Stack>
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
