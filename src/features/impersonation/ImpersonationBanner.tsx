import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { baseApi } from '@/api/baseApi';
import { signedIn, signedOut } from '@/features/auth/authSlice';
import { useMessages } from '@/i18n/useMessages';
import { showErrorToast } from '@/ui/toast';
import { impersonationApi } from './impersonationApi';
import { loginAsCleared, loginAsRead } from './impersonationThunks';
import { impersonationMessages } from './messages';

/**
 * While an admin impersonates a player (the `login_as` cookie is set), a banner «Вы вошли как …» with a way
 * to stop: the cookie is cleared, every cached answer of the player is dropped and the admin is fetched again.
 */
export function ImpersonationBanner() {
  const t = useMessages(impersonationMessages);
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const [stopping, setStopping] = useState(false);
  // Re-read the cookie whenever the acting user changes (sign-in, sign-out, stop).
  const loginAs = useMemo(() => (user ? dispatch(loginAsRead()) : null), [dispatch, user]);
  if (!user || !loginAs) return null;

  const stop = async () => {
    setStopping(true);
    dispatch(loginAsCleared());
    dispatch(baseApi.util.resetApiState());
    try {
      const { user: admin } = await dispatch(impersonationApi.endpoints.getActingUser.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();
      dispatch(signedIn({ user: admin }));
    } catch (error) {
      showErrorToast(error);
      dispatch(signedOut());
    } finally {
      setStopping(false);
    }
  };

  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      role="region"
      aria-label={t('banner', { email: user.email })}
      data-testid="impersonation-banner"
      action={<Button color="inherit" variant="outlined" size="small" disabled={stopping} onClick={() => void stop()}>{stopping ? t('stopping') : t('stop')}</Button>}
    >
      <AlertTitle sx={{ mb: 0 }}>{t('banner', { email: user.email })}</AlertTitle>
      {t('bannerHint')}
    </Alert>
  );
}
