import { keyframes, styled } from '@mui/material/styles';

/** MUI CircularProgress's indeterminate motion: the ring turns while its arc grows and shrinks, 1.4 s a cycle. */
const turn = keyframes`
  0% { transform: rotate(0deg); }
  100% { transform: rotate(360deg); }
`;
const dash = keyframes`
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; }
`;

const Ring = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: 'primary' | 'inherit' }>(
  ({ theme, tone }) => ({
    display: 'inline-block',
    flexShrink: 0,
    color: tone === 'primary' ? theme.palette.primary.main : 'inherit',
    animation: `${turn} 1.4s linear infinite`,
    '& svg': { display: 'block' },
    '& circle': {
      stroke: 'currentColor',
      strokeDasharray: '80px, 200px',
      strokeDashoffset: 0,
      animation: `${dash} 1.4s ease-in-out infinite`,
    },
  }),
);

export interface SpinnerProps {
  /** Width and height in px. */
  size?: number;
  /** `primary`: the theme's accent; `inherit`: the surrounding text's colour (inside a button). */
  color?: 'primary' | 'inherit';
}

/**
 * A decorative loading ring with MUI CircularProgress's look and motion (44-unit ring, 3.6 thick), hidden from
 * assistive technology: the region around it says what is loading. The route loader and the lobby's «load more» are on a
 * first visit; CircularProgress brought its module (docs/performance.md) for the one variant used there.
 */
export function Spinner({ size = 40, color = 'primary' }: SpinnerProps) {
  return (
    <Ring tone={color} style={{ width: size, height: size }} aria-hidden>
      <svg viewBox="22 22 44 44" width={size} height={size}>
        <circle cx={44} cy={44} r={20.2} fill="none" strokeWidth={3.6} />
      </svg>
    </Ring>
  );
}
