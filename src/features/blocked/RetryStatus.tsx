import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMessages } from '@/i18n/useMessages';
import { Button } from '@/ui/primitives/Button';
import { useNow } from '@/ui/components/useNow';
import { blockedMessages } from './messages';
import type { RetryLoop } from './useRetryLoop';

/** When the page checks again by itself, and a button to check at once. */
export function RetryStatus({ retry, compact = false }: { retry: RetryLoop; compact?: boolean }) {
  const t = useMessages(blockedMessages);
  const now = useNow(1000);
  const seconds = retry.nextAt === null ? null : Math.max(0, Math.ceil((retry.nextAt - now) / 1000));
  return (
    <Stack
      direction={compact ? 'row' : 'column'}
      spacing={compact ? 1.5 : 1}
      sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary" role="status" data-testid="retry-status">
        {seconds === null ? t('checking') : t('nextCheck', { seconds })}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        onClick={retry.checkNow}
        disabled={retry.nextAt === null}
        // On the banner's warning colour the theme's primary text would not read: the banner's own colour.
        sx={compact ? { color: 'inherit', borderColor: 'currentColor' } : undefined}
      >
        {t('checkNow')}
      </Button>
    </Stack>
  );
}
