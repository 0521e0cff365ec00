import Box from '@mui/material/Box';
import type { Tournament } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { pillSx } from '@/ui/primitives/pillLook';
import { sharedMessages } from '@/ui/messages/sharedMessages';

const pill = {
  upcoming: pillSx({ variant: 'filled', color: 'info', size: 'small' }),
  running: pillSx({ variant: 'filled', color: 'success', size: 'small' }),
  finished: pillSx({ variant: 'filled', size: 'small' }),
} as const;
const label = { upcoming: 'statusUpcoming', running: 'statusRunning', finished: 'statusFinished' } as const;

/** The status of a tournament as a coloured pill. */
export function TournamentStatusChip({ status }: { status: Tournament['status'] }) {
  const t = useMessages(sharedMessages);
  return (
    <Box component="span" sx={pill[status]}>
      {t(label[status])}
    </Box>
  );
}
