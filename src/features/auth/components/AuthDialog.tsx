import { useNavigate } from 'react-router';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useMessages } from '@/i18n/useMessages';
import { authMessages } from '../messages';
import { AuthForm, useAuthTitle, type AuthKind } from './AuthPanel';
import { IconButton } from '@/ui/primitives/Button';

/** An auth form as a dialog over the home screen (first generation); closing it returns to `/`. */
export function AuthDialog({ kind }: { kind: AuthKind }) {
  const t = useMessages(authMessages);
  const title = useAuthTitle(kind);
  const navigate = useNavigate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const close = () => void navigate('/', { replace: true });
  return (
    <Dialog open onClose={close} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="auth-dialog-title">
      <DialogTitle id="auth-dialog-title" sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label={t('close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <AuthForm kind={kind} basePath="" />
      </DialogContent>
    </Dialog>
  );
}

/** Default export for lazy loading by the router. */
export default AuthDialog;
