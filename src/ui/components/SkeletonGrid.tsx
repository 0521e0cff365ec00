import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Skeleton } from '@/ui/primitives/Skeleton';
import Typography from '@mui/material/Typography';
import { useMessages } from '@/i18n/useMessages';
import { CardGrid } from './CardGrid';
import { offscreenCard } from './offscreenCard';
import { stateMessages } from '@/ui/messages/stateMessages';

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
  /**
   * Whether it pulses (the default). A list's next page keeps its placeholders below the last card until the reader
   * scrolls to them; they pulse only while that page is on its way. Pulsing at rest, off screen, they kept a lobby
   * left open redrawing: about a quarter of a core in Chromium, for nothing anyone sees.
   */
  pulse?: boolean;
  children?: ReactNode;
}

/** One placeholder card, the size of the card that replaces it. */
export function SkeletonCard({
  aspectRatio = '4 / 3',
  cardHeight,
  component = 'div',
  pulse = true,
  children,
}: SkeletonCardProps) {
  const animation = pulse ? 'pulse' : false;
  const inList =
    component === 'li'
      ? { component, 'aria-hidden': true, sx: { listStyle: 'none', position: 'relative', ...offscreenCard } }
      : {};
  if (cardHeight !== undefined) {
    return (
      <Box {...inList}>
        {children}
        <Skeleton variant="rounded" animation={animation} sx={{ width: '100%', height: cardHeight }} />
      </Box>
    );
  }
  return (
    <Box {...inList}>
      {children}
      <Skeleton variant="rounded" animation={animation} sx={{ width: '100%', height: 'auto', aspectRatio }} />
      {/* GameCard's caption box and type sizes: the cards replace these without moving what is below (CLS). */}
      <Box sx={{ p: 1.25 }}>
        <Typography variant="subtitle2" component="div">
          <Skeleton width="80%" animation={animation} />
        </Typography>
        <Typography variant="caption" component="div">
          <Skeleton width="50%" animation={animation} />
        </Typography>
      </Box>
    </Box>
  );
}

/** Placeholder cards shown while a grid loads (announced once as "loading"). */
export function SkeletonGrid({
  count = 12,
  minColumnWidth = 150,
  aspectRatio = '4 / 3',
  cardHeight,
  columns,
}: SkeletonGridProps) {
  const t = useMessages(stateMessages);
  return (
    <Box role="status" aria-label={t('loading')} aria-busy="true">
      <CardGrid minColumnWidth={minColumnWidth} asList={false} columns={columns}>
        {Array.from({ length: count }, (_, i) => (
          <SkeletonCard key={i} aspectRatio={aspectRatio} cardHeight={cardHeight} />
        ))}
      </CardGrid>
    </Box>
  );
}
