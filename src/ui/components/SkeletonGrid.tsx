import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useMessages } from '@/i18n/useMessages';
import { CardGrid } from './CardGrid';
import { stateMessages } from './stateMessages';

export interface SkeletonGridProps {
  count?: number;
  minColumnWidth?: number;
  /** Height of the picture part, as an aspect ratio of the card (width / height). */
  aspectRatio?: string;
}

/** Placeholder cards shown while a grid loads (announced once as "loading"). */
export function SkeletonGrid({ count = 12, minColumnWidth = 150, aspectRatio = '4 / 3' }: SkeletonGridProps) {
  const t = useMessages(stateMessages);
  return (
    <Box role="status" aria-label={t('loading')} aria-busy="true">
      <CardGrid minColumnWidth={minColumnWidth} asList={false}>
        {Array.from({ length: count }, (_, i) => (
          <Box key={i}>
            <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio }} />
            <Skeleton variant="text" sx={{ mt: 1, width: '80%' }} />
            <Skeleton variant="text" sx={{ width: '50%' }} />
          </Box>
        ))}
      </CardGrid>
    </Box>
  );
}
