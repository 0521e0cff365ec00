import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { homeOf, useGeneration } from '@/ui/navigation/generation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { toApiError } from '@/api/errors';
import { useMessages } from '@/i18n/useMessages';
import { ErrorState } from '@/ui/components/ErrorState';
import { Loading } from '@/ui/components/Loading';
import { PageHeader } from '@/ui/components/PageHeader';
import { useCheckReferralQuery } from './referralApi';
import { referralMessages } from './messages';
import { rememberReferralCode, signUpPathWithReferral } from '@/session/referralCookie';
import { Button } from '@/ui/primitives/Button';

/**
 * /r/:code and /v1/r/:code: checks the code, remembers a valid one and opens sign-up with it filled in
 * (`/sign-up?ref=CODE`); an unknown code or a signed-in visitor gets an explanation instead.
 */
export function ReferralLanding() {
  const t = useMessages(referralMessages);
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const authStatus = useAppSelector((state) => state.auth.status);
  const generation = useGeneration();
  const home = homeOf(generation);
  const { data, isLoading, error } = useCheckReferralQuery(code, { skip: code === '' || authStatus !== 'signedOut' });
  const valid = data?.valid === true;
  const signUpPath = signUpPathWithReferral(valid ? code : '', generation);

  useEffect(() => {
    if (!valid) return;
    rememberReferralCode(code);
    void navigate(signUpPath, { replace: true });
  }, [valid, code, navigate, signUpPath]);

  let body;
  if (authStatus === 'signedIn') body = <Alert severity="info">{t('signedIn')}</Alert>;
  else if (data && !data.valid) body = <Alert severity="warning">{t('invalid', { code })}</Alert>;
  else if (valid) body = <Alert severity="success">{t('valid', { code })}</Alert>;
  else body = <Typography>{t('checking')}</Typography>;

  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader title={t('title')} />
      {isLoading || authStatus === 'unknown' ? (
        <Loading />
      ) : error ? (
        <ErrorState message={toApiError(error)?.message ?? t('failed')} />
      ) : (
        body
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        {authStatus === 'signedIn' ? null : (
          <Button variant="contained" component={RouterLink} to={valid ? signUpPath : `${generation}/sign-up`}>
            {t('signUp')}
          </Button>
        )}
        <Button variant="outlined" component={RouterLink} to={home}>
          {t('home')}
        </Button>
      </Stack>
    </Box>
  );
}
