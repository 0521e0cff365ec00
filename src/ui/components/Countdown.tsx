import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMessages } from '@/i18n/useMessages';
import { durationUntil, formatClock } from './duration';
import { sharedMessages } from '@/ui/messages/sharedMessages';
import { useNow } from './useNow';

export interface CountdownProps {
  /** ISO date-time the countdown runs to. */
  to: string;
  label: string;
  /** Larger digits for a detail page. */
  large?: boolean;
}

/** A live countdown (ticks every second) to a date; shows zeros once the date has passed. */
export function Countdown({ to, label, large = false }: CountdownProps) {
  const t = useMessages(sharedMessages);
  const now = useNow(1000);
  const target = Date.parse(to);
  const text = Number.isNaN(target) ? '—' : formatClock(durationUntil(target, now), (count) => t('days', { count }));
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        component="time"
        dateTime={to}
        variant={large ? 'h4' : 'body1'}
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
        data-testid="countdown"
      >
        {text}
      </Typography>
    </Box>
  );
}
