import Box from '@mui/material/Box';
import { useMessages } from '@/i18n/useMessages';
import { stateMessages } from '@/ui/messages/stateMessages';
import { Skeleton } from '@/ui/primitives/Skeleton';

/** The loading look of one thing's page (a tournament, a jackpot): its title, its summary card, then its body. */
export function DetailPageSkeleton({ titleWidth, bodyHeight }: { titleWidth: string; bodyHeight: number }) {
  const states = useMessages(stateMessages);
  return (
    <Box role="status" aria-label={states('loading')}>
      <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: titleWidth }} />
      <Skeleton variant="rounded" height={140} sx={{ my: 2 }} />
      <Skeleton variant="rounded" height={bodyHeight} />
    </Box>
  );
}
