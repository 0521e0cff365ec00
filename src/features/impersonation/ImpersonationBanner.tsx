import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { baseApi, tagTypes } from '@/api/baseApi';
import { signedIn } from '@/session/sessionActions';
import { useMessages } from '@/i18n/useMessages';
import { showErrorToast } from '@/ui/toast';
import { impersonationApi } from './impersonationApi';
import { loginAsCleared, loginAsRead } from './impersonationThunks';
import { impersonationMessages } from './messages';

/**
 * While an admin impersonates a player (the `login_as` cookie is set), a banner «Вы вошли как …» with a way
 * to stop: the cookie is cleared, the admin is fetched again and every cached answer is refreshed for them.
 */
export function ImpersonationBanner() {
  const t = useMessages(impersonationMessages);
  const dispatch = useAppDispatch();
  // The uuid and e-mail only: a balance change (every push of a burst) must not re-render this or read the cookie.
  const uuid = useAppSelector((state) => state.auth.user?.uuid ?? null);
  const email = useAppSelector((state) => state.auth.user?.email ?? '');
  const [stopping, setStopping] = useState(false);
  // Re-read the cookie whenever the acting user changes (sign-in, sign-out, stop).
  const loginAs = useMemo(() => (uuid ? dispatch(loginAsRead()) : null), [dispatch, uuid]);
  if (!uuid || !loginAs) return null;

  const stop = async () => {
    setStopping(true);
    dispatch(loginAsCleared());
    try {
      const { user: admin } = await dispatch(impersonationApi.endpoints.getActingUser.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();
      // A different acting user: a new session for the realtime channels and the notification feed,
      // and every cached list (the player's) fetched again for the admin.
      dispatch(signedIn({ user: admin }));
      dispatch(baseApi.util.invalidateTags([...tagTypes]));
    } catch (error) {
      showErrorToast(error);
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
      aria-label={t('banner', { email })}
      data-testid="impersonation-banner"
      action={<Button color="inherit" variant="outlined" size="small" disabled={stopping} onClick={() => void stop()}>{stopping ? t('stopping') : t('stop')}</Button>}
    >
      <AlertTitle sx={{ mb: 0 }}>{t('banner', { email })}</AlertTitle>
      {t('bannerHint')}
    </Alert>
  );
}
