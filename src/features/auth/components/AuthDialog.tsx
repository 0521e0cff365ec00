import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
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
import { LanguageSwitch } from '@/session/LanguageSwitch';

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
      {/* The dialog is modal, so the header's language switch behind it cannot be reached: the dialog has its own. */}
      <DialogTitle id="auth-dialog-title" sx={{ pr: 17 }}>
        {title}
        <IconButton aria-label={t('close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box sx={{ position: 'absolute', right: 56, top: 18 }}>
        <LanguageSwitch label={t('language')} />
      </Box>
      <DialogContent>
        <AuthForm kind={kind} basePath="" />
      </DialogContent>
    </Dialog>
  );
}

/** Default export for lazy loading by the router. */
export default AuthDialog;
