import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Skeleton } from './Skeleton';
import Typography from '@mui/material/Typography';
import { useMessages } from '@/i18n/useMessages';
import { CardGrid } from './CardGrid';
import { offscreenCard } from './offscreenCard';
import { stateMessages } from './stateMessages';

export interface SkeletonGridProps {
  count?: number;
  minColumnWidth?: number;
  /** Height of the picture part, as an aspect ratio of the card (width / height). */
  aspectRatio?: string;
  /** Cards without a picture (tournaments, promotions): one block of this height each, in px. */
  cardHeight?: number;
  /** As CardGrid's: `fit` for a few wide cards. */
  columns?: 'fill' | 'fit';
}

export interface SkeletonCardProps {
  aspectRatio?: string;
  cardHeight?: number;
  /** `li` for a placeholder inside a list of cards (it is hidden from assistive technology). */
  component?: 'div' | 'li';
  children?: ReactNode;
}

/** One placeholder card, the size of the card that replaces it. */
export function SkeletonCard({ aspectRatio = '4 / 3', cardHeight, component = 'div', children }: SkeletonCardProps) {
  const inList = component === 'li' ? { component, 'aria-hidden': true, sx: { listStyle: 'none', position: 'relative', ...offscreenCard } } : {};
  if (cardHeight !== undefined) {
    return (
      <Box {...inList}>
        {children}
        <Skeleton variant="rounded" sx={{ width: '100%', height: cardHeight }} />
      </Box>
    );
  }
  return (
    <Box {...inList}>
      {children}
      <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio }} />
      {/* GameCard's caption box and type sizes: the cards replace these without moving what is below (CLS). */}
      <Box sx={{ p: 1.25 }}>
        <Typography variant="subtitle2" component="div"><Skeleton width="80%" /></Typography>
        <Typography variant="caption" component="div"><Skeleton width="50%" /></Typography>
      </Box>
    </Box>
  );
}

/** Placeholder cards shown while a grid loads (announced once as "loading"). */
export function SkeletonGrid({ count = 12, minColumnWidth = 150, aspectRatio = '4 / 3', cardHeight, columns }: SkeletonGridProps) {
  const t = useMessages(stateMessages);
  return (
    <Box role="status" aria-label={t('loading')} aria-busy="true">
      <CardGrid minColumnWidth={minColumnWidth} asList={false} columns={columns}>
        {Array.from({ length: count }, (_, i) => <SkeletonCard key={i} aspectRatio={aspectRatio} cardHeight={cardHeight} />)}
      </CardGrid>
    </Box>
  );
}
