import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

export interface ButtonLookOptions {
  variant?: 'text' | 'outlined' | 'contained';
  /** `inherit`: the surrounding text's colour (a header's links). */
  color?: 'primary' | 'inherit';
  size?: 'small' | 'medium';
}

/** Padding per variant and size, as MUI Button's. */
const PADDING = {
  text: { small: '4px 5px', medium: '6px 8px' },
  outlined: { small: '3px 9px', medium: '5px 15px' },
  contained: { small: '4px 10px', medium: '6px 16px' },
} as const;

/**
 * MUI Button's look (this theme's: no elevation, pill corners) as one style rule, for a `ButtonBase` with
 * `focusRipple`: the ripple, keyboard focus and the disabled state stay MUI's own. The header's buttons and links, the
 * lobby's and the failed-load box's actions are on every first visit; MUI's Button and IconButton would bring their
 * modules, and with them the loading spinner that no button here shows (about 4.5 KB gzip together).
 */
export function buttonSx({ variant = 'text', color = 'primary', size = 'medium' }: ButtonLookOptions = {}) {
  return (theme: Theme): SystemStyleObject<Theme> => {
    const { palette } = theme;
    const main = color === 'inherit' ? null : palette[color];
    const hoverBg = alpha(main ? main.main : palette.text.primary, palette.action.hoverOpacity);
    const inheritContained = palette.mode === 'light' ? palette.grey[300] : palette.grey[800];
    const inheritContainedHover = palette.mode === 'light' ? palette.grey.A100 : palette.grey[700];
    const look: Record<typeof variant, SystemStyleObject<Theme>> = {
      text: { color: main ? main.main : 'inherit', '@media (hover: hover)': { '&:hover': { bgcolor: hoverBg } } },
      outlined: {
        color: main ? main.main : 'inherit',
        border: '1px solid',
        borderColor: main ? alpha(main.main, 0.5) : 'currentColor',
        '@media (hover: hover)': { '&:hover': { bgcolor: hoverBg, borderColor: main ? main.main : 'currentColor' } },
      },
      contained: {
        color: main ? main.contrastText : 'inherit',
        bgcolor: main ? main.main : inheritContained,
        '@media (hover: hover)': { '&:hover': { bgcolor: main ? main.dark : inheritContainedHover } },
      },
    };
    const disabled: Record<typeof variant, SystemStyleObject<Theme>> = {
      text: {},
      outlined: { border: `1px solid ${palette.action.disabledBackground}` },
      contained: { bgcolor: palette.action.disabledBackground },
    };
    return {
      ...theme.typography.button,
      ...(size === 'small' ? { fontSize: theme.typography.pxToRem(13) } : null),
      minWidth: 64,
      padding: PADDING[variant][size],
      borderRadius: 999,
      transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], { duration: theme.transitions.duration.short }),
      '&:hover': { textDecoration: 'none' },
      ...look[variant],
      '&.Mui-disabled': { ...disabled[variant], color: palette.action.disabled },
    };
  };
}

/** MUI IconButton's look in the surrounding text's colour (24 px icon, round hover), for a `ButtonBase` with `focusRipple`. */
export function iconButtonSx({ edge }: { edge?: 'start' } = {}) {
  return (theme: Theme): SystemStyleObject<Theme> => ({
    textAlign: 'center',
    flex: '0 0 auto',
    fontSize: theme.typography.pxToRem(24),
    padding: '8px',
    borderRadius: '50%',
    color: 'inherit',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { bgcolor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity), '@media (hover: none)': { bgcolor: 'transparent' } },
    ...(edge === 'start' ? { ml: '-12px' } : null),
  });
}
