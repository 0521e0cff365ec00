import { memo } from 'react';
import Box from '@mui/material/Box';
import { useAppSelector } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { Tooltip } from '@/ui/theme';
import { connectionMessages } from './messages';
import { selectConnectionIndicator, type ConnectionIndicatorState } from './selectors';

const dotColor: Record<ConnectionIndicatorState, string> = {
  connected: 'success.main',
  connecting: 'warning.main',
  reconnecting: 'warning.main',
  unavailable: 'error.main',
  offline: 'error.main',
};

/**
 * A dot in the header telling whether live updates arrive: green connected, amber pulsing (re)connecting,
 * red pulsing unavailable (still trying), steady red offline; the tooltip and label say which in words.
 */
export const ConnectionIndicator = memo(function ConnectionIndicator() {
  const state = useAppSelector(selectConnectionIndicator);
  const t = useMessages(connectionMessages);
  const label = t(state);
  return (
    <Tooltip title={label}>
      <Box
        role="status"
        aria-label={label}
        data-testid="connection-indicator"
        data-state={state}
        sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 24, height: 24 }}
      >
        <Box
          component="span"
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: dotColor[state],
            boxShadow: state === 'connected' ? '0 0 6px 1px rgba(76, 175, 80, 0.6)' : 'none',
            animation:
              state === 'connected' || state === 'offline' ? 'none' : 'connection-pulse 1.2s ease-in-out infinite',
            '@keyframes connection-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.3 } },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      </Box>
    </Tooltip>
  );
});
