import Chip from '@mui/material/Chip';
import type { Tournament } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { sharedMessages } from './sharedMessages';

const colour = { upcoming: 'info', running: 'success', finished: 'default' } as const;
const label = { upcoming: 'statusUpcoming', running: 'statusRunning', finished: 'statusFinished' } as const;

/** The status of a tournament as a coloured chip. */
export function TournamentStatusChip({ status }: { status: Tournament['status'] }) {
  const t = useMessages(sharedMessages);
  return <Chip size="small" color={colour[status]} label={t(label[status])} />;
}
