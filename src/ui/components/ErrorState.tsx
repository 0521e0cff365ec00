import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { darken, lighten, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useMessages } from '@/i18n/useMessages';
import { radii } from '@/ui/theme/tokens';
import { buttonSx } from '@/ui/primitives/buttonLook';
import { stateMessages } from '@/ui/messages/stateMessages';

export interface ErrorStateProps {
  /** What went wrong (the server's message when there is one). */
  message?: string;
  onRetry?: () => void;
}

/**
 * MUI Alert's standard error look (dark palette: light red text on a dark red ground, the icon in the error colour) as
 * plain boxes. The home page and the lobby import this box for a failed load; MUI's Alert would make its own chunk
 * (every severity and variant; its weight in docs/performance.md) part of every first visit, for a box that a first visit rarely shows.
 * The forms keep MUI's Alert: they load on demand.
 */
const alertSx = (theme: Theme): SystemStyleObject<Theme> => ({
  ...theme.typography.body2,
  display: 'flex',
  padding: '6px 16px',
  borderRadius: `${radii.alert}px`,
  color: lighten(theme.palette.error.light, 0.6),
  backgroundColor: darken(theme.palette.error.light, 0.9),
});

/** An error box with a retry button, for a failed load. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const t = useMessages(stateMessages);
  return (
    <Box role="alert" sx={alertSx}>
      <Box sx={{ display: 'flex', mr: '12px', py: '7px', fontSize: 22, opacity: 0.9, color: 'error.main' }}>
        <ErrorOutlineIcon fontSize="inherit" />
      </Box>
      <Box sx={{ py: '8px', minWidth: 0, overflow: 'auto' }}>{message ?? t('loadFailed')}</Box>
      {onRetry ? (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', pt: '4px', pl: '16px', ml: 'auto', mr: '-8px' }}>
          <ButtonBase focusRipple onClick={onRetry} sx={buttonSx({ color: 'inherit', size: 'small' })}>
            {t('retry')}
          </ButtonBase>
        </Box>
      ) : null}
    </Box>
  );
}
