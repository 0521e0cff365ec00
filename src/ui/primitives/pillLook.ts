import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

export interface PillOptions {
  /** `outlined`: a border in the colour, transparent inside; `filled`: the colour as background. */
  variant?: 'outlined' | 'filled';
  /** `default` is grey (outlined) or a light veil (filled). */
  color?: 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';
  size?: 'small' | 'medium';
  /** A link or button: pointer, hover and keyboard-focus states. */
  clickable?: boolean;
}

/**
 * MUI Chip's look (a 32 or 24 px pill, 13 px text, a leading icon) as one style rule, for a `Box` or a `ButtonBase`.
 * Pills are on a first visit's first screen (the header's online count and balance, a promotion's badge, a tournament's
 * status, the lobby's tag filters). MUI's Chip would bring its module (docs/performance.md) and 10 to 20 rules per kind
 * (delete icon, avatar, every colour) to the page's first commit, none of which these use.
 */
export function pillSx({
  variant = 'outlined',
  color = 'default',
  size = 'medium',
  clickable = false,
}: PillOptions = {}) {
  return (theme: Theme): SystemStyleObject<Theme> => {
    const { palette } = theme;
    const tint = color === 'default' ? null : palette[color];
    const filled = variant === 'filled';
    const height = size === 'small' ? 24 : 32;
    return {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '4px',
      flexShrink: 0,
      boxSizing: 'border-box',
      height,
      borderRadius: `${height / 2}px`,
      px: size === 'small' ? '7px' : '11px',
      fontFamily: theme.typography.fontFamily,
      fontSize: '0.8125rem',
      lineHeight: 1,
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      border: '1px solid',
      ...(filled
        ? {
            borderColor: 'transparent',
            bgcolor: tint ? tint.main : palette.action.selected,
            color: tint ? tint.contrastText : palette.text.primary,
          }
        : {
            borderColor: tint ? alpha(tint.main, 0.7) : palette.grey[palette.mode === 'light' ? 400 : 700],
            bgcolor: 'transparent',
            color: tint ? tint.main : palette.text.primary,
          }),
      '& > svg': { fontSize: size === 'small' ? 16 : 18, ml: '-2px', flexShrink: 0 },
      ...(clickable
        ? {
            cursor: 'pointer',
            userSelect: 'none',
            '&:hover, &.Mui-focusVisible': { bgcolor: filled && tint ? tint.dark : palette.action.hover },
            '&.Mui-focusVisible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
          }
        : null),
    };
  };
}
