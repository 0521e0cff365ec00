import { useState } from 'react';
import { useNavigate } from 'react-router';
import LoginIcon from '@mui/icons-material/Login';
import { useAppDispatch } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { showToast, errorMessage } from '@/ui/toast';
import { actingUserAdopted } from './impersonationApi';
import { loginAsCleared, loginAsSet } from './impersonationThunks';
import { impersonationMessages } from './messages';
import { Button } from '@/ui/primitives/Button';

/**
 * «Войти как игрок» for support: sets the `login_as` cookie, makes the player the session's user and opens the
 * home page as they see it. Every request made so is recorded by the server's impersonation audit.
 */
export default function LoginAsButton({
  uuid,
  variant = 'outlined',
}: {
  uuid: string;
  variant?: 'outlined' | 'contained';
}) {
  const t = useMessages(impersonationMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    dispatch(loginAsSet(uuid));
    try {
      await dispatch(actingUserAdopted());
      void navigate('/');
    } catch (error) {
      // Refused (an administrator, an unknown uuid): the requests act as the admin again.
      dispatch(loginAsCleared());
      showToast(t('loginAsFailed', { message: errorMessage(error) }), 'error');
      setStarting(false);
    }
  };
  return (
    <Button
      size="small"
      variant={variant}
      startIcon={<LoginIcon />}
      disabled={starting}
      onClick={() => void start()}
      data-testid="login-as"
    >
      {t('loginAs')}
    </Button>
  );
}
