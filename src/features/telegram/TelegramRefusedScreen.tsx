import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { useMessages } from '@/i18n/useMessages';
import { useGeneration } from '@/ui/navigation/generation';
import { telegramMessages } from './messages';
import { Button } from '@/ui/primitives/Button';

/** The screen shown when Telegram's sign-in data was refused: what happened, and sign-in by e-mail instead. */
export default function TelegramRefusedScreen({ reason, onClose }: { reason: string; onClose: () => void }) {
  const t = useMessages(telegramMessages);
  const generation = useGeneration();
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      aria-labelledby="telegram-refused-title"
      data-testid="telegram-sign-in-refused"
    >
      <Stack
        spacing={2}
        sx={{ p: 3, pt: 'calc(24px + env(safe-area-inset-top))', maxWidth: 480, mx: 'auto', width: '100%', my: 'auto' }}
      >
        <Typography id="telegram-refused-title" component="h1" variant="h5" sx={{ fontWeight: 600 }}>
          {t('refusedTitle')}
        </Typography>
        <Alert severity="error" role="alert">
          {reason}
        </Alert>
        <Typography color="text.secondary">{t('refusedHelp')}</Typography>
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={`${generation}/sign-in`}
          onClick={onClose}
          data-testid="telegram-refused-email"
        >
          {t('signInByEmail')}
        </Button>
        <Button onClick={onClose} data-testid="telegram-refused-guest">
          {t('continueAsGuest')}
        </Button>
      </Stack>
    </Dialog>
  );
}
