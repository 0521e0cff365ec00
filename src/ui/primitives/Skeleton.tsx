import type { HTMLAttributes } from 'react';
import { alpha, keyframes, styled, type SxProps, type Theme } from '@mui/material/styles';

/** MUI Skeleton's pulse: the placeholder fades to 40 % and back every 2 s, after half a second. */
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

type SkeletonVariant = 'text' | 'rounded';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** `text`: a line of the surrounding type size; `rounded`: a block with the theme's corner radius. */
  variant?: SkeletonVariant;
  width?: number | string;
  height?: number | string;
  /** As MUI Skeleton's: `false` for a still placeholder (one that stands for something nobody is waiting for yet). */
  animation?: 'pulse' | false;
  sx?: SxProps<Theme>;
}

const SkeletonRoot = styled('span', {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'still' && prop !== 'sx',
})<{ variant: SkeletonVariant; still: boolean }>(({ theme, variant, still }) => {
  const radius = theme.shape.borderRadius;
  const radiusPx = typeof radius === 'number' ? radius : parseFloat(radius);
  return {
    display: 'block',
    backgroundColor: alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
    ...(still
      ? {}
      : {
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }),
    ...(variant === 'text'
      ? {
          marginTop: 0,
          marginBottom: 0,
          height: 'auto',
          transformOrigin: '0 55%',
          transform: 'scale(1, 0.60)',
          borderRadius: `${radiusPx}px/${Math.round((radiusPx / 0.6) * 10) / 10}px`,
          // An empty line still takes the height of one line of text.
          '&:empty:before': { content: '"\\00a0"' },
        }
      : { height: '1.2em', borderRadius: radiusPx }),
  };
});

/**
 * A loading placeholder with MUI Skeleton's look (colour, radius, the text variant's scaled line, the pulse) as one
 * style rule. Skeletons are what a first visit's first screen shows; MUI's Skeleton brought its module and the slot
 * utilities it uses (docs/performance.md) to every first visit, for the two variants and one animation used here.
 * `data-skeleton` marks it for whoever waits for a page to finish loading (the browser tests do).
 */
export function Skeleton({ variant = 'text', width, height, animation = 'pulse', style, ...rest }: SkeletonProps) {
  return (
    <SkeletonRoot
      variant={variant}
      still={animation === false}
      style={{ width, height, ...style }}
      data-skeleton=""
      {...rest}
    />
  );
}
