import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface CardGridProps {
  children: ReactNode;
  /** The narrowest a column may get, in px; two columns still fit a 360 px phone at 140. */
  minColumnWidth?: number;
  /** Renders as a list (`ul`, items are `li`) so screen readers announce the count; false for plain boxes. */
  asList?: boolean;
  /** `fill` keeps every column the same width (game grids); `fit` stretches a few wide cards over the row. */
  columns?: 'fill' | 'fit';
}

/** A responsive grid of cards: as many columns as fit, never overflowing a narrow screen. */
export function CardGrid({ children, minColumnWidth = 150, asList = true, columns = 'fill' }: CardGridProps) {
  return (
    <Box
      component={asList ? 'ul' : 'div'}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns === 'fit' ? 'auto-fit' : 'auto-fill'}, minmax(min(${minColumnWidth}px, 100%), 1fr))`,
        gap: { xs: 1.5, sm: 2 },
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}
