import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface ColumnsProps {
  children: ReactNode;
  /** Each column's share of the width from `md` up (`[2, 3]`: two fifths and three fifths). */
  shares: readonly number[];
  /** The space between columns, and between the stacked blocks on a phone (theme spacing). */
  gap?: number;
  /** `start` lets each column keep its own height; `stretch` makes the blocks of a row equally tall. */
  alignItems?: 'start' | 'stretch';
}

/**
 * Blocks side by side on a wide screen and one under another below `md`. A column may shrink below its content's
 * widest word (`minmax(0, …)`), so a long amount or address wraps instead of pushing the page wider than a phone.
 */
export function Columns({ children, shares, gap = 2, alignItems = 'stretch' }: ColumnsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: shares.map((share) => `minmax(0, ${share}fr)`).join(' ') },
        alignItems,
      }}
    >
      {children}
    </Box>
  );
}
