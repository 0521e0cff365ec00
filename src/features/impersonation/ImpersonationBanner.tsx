import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { showErrorToast } from '@/ui/toast';
import { actingUserAdopted } from './impersonationApi';
import { useActingAsPlayer } from '@/session/actingAs';
import { loginAsCleared } from './impersonationThunks';
import { impersonationMessages } from './messages';
import { Button } from '@/ui/primitives/Button';

/**
 * While an admin impersonates a player (the `login_as` cookie is set), a banner «Вы вошли как …» with a way
 * to stop: the cookie is cleared, the admin is fetched again and every cached answer is refreshed for them.
 */
export function ImpersonationBanner() {
  const t = useMessages(impersonationMessages);
  const dispatch = useAppDispatch();
  // The e-mail only: a balance change (every push of a burst) must not re-render this or read the cookie.
  const email = useAppSelector((state) => state.auth.user?.email ?? '');
  const [stopping, setStopping] = useState(false);
  const acting = useActingAsPlayer();
  if (!acting) return null;

  const stop = async () => {
    setStopping(true);
    dispatch(loginAsCleared());
    try {
      await dispatch(actingUserAdopted());
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
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          disabled={stopping}
          onClick={() => void stop()}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {stopping ? t('stopping') : t('stop')}
        </Button>
      }
    >
      <AlertTitle sx={{ mb: 0 }}>{t('banner', { email })}</AlertTitle>
      {t('bannerHint')}
    </Alert>
  );
}
