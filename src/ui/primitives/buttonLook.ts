import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { radii } from '@/ui/theme/tokens';

/** The palette colours a button can take, as MUI Button's `color`. */
export type ButtonColor = 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning';

export interface ButtonLookOptions {
  variant?: 'text' | 'outlined' | 'contained';
  /** `inherit`: the surrounding text's colour (a header's links). */
  color?: ButtonColor | 'inherit';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
}

/** Padding per variant and size, as MUI Button's. */
const PADDING = {
  text: { small: '4px 5px', medium: '6px 8px', large: '8px 11px' },
  outlined: { small: '3px 9px', medium: '5px 15px', large: '7px 21px' },
  contained: { small: '4px 10px', medium: '6px 16px', large: '8px 22px' },
} as const;

/** Font size per size in px, as MUI Button's (medium: the theme's button type). */
const FONT_PX = { small: 13, medium: null, large: 15 } as const;
/** The start or end icon's size per button size, as MUI Button's. */
const ICON_PX = { small: 18, medium: 20, large: 22 } as const;

/**
 * MUI Button's look (this theme's: no elevation, the button radius of tokens.ts) as one style rule, for a `ButtonBase`
 * with `focusRipple`: the ripple, keyboard focus and the disabled state stay MUI's own. MUI's Button would bring its
 * module and the loading spinner that no button here shows (with IconButton's; docs/performance.md) to every first visit.
 */
export function buttonSx({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  fullWidth = false,
}: ButtonLookOptions = {}) {
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
    const fontPx = FONT_PX[size];
    return {
      ...theme.typography.button,
      ...(fontPx ? { fontSize: theme.typography.pxToRem(fontPx) } : null),
      minWidth: 64,
      ...(fullWidth ? { width: '100%' } : null),
      padding: PADDING[variant][size],
      borderRadius: `${radii.button}px`,
      transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: theme.transitions.duration.short,
      }),
      '&:hover': { textDecoration: 'none' },
      ...look[variant],
      '& > .button-icon': { display: 'inherit', '& > *:nth-of-type(1)': { fontSize: ICON_PX[size] } },
      '& > .button-icon-start': { mr: '8px', ml: size === 'small' ? '-2px' : '-4px' },
      '& > .button-icon-end': { ml: '8px', mr: size === 'small' ? '-2px' : '-4px' },
      '&.Mui-disabled': { ...disabled[variant], color: palette.action.disabled },
    };
  };
}

export interface IconButtonLookOptions {
  /** Pulls the button to the edge by its padding, as MUI IconButton's. */
  edge?: 'start' | 'end';
  /** `default`: the theme's icon grey; `inherit`: the surrounding text's colour. */
  color?: ButtonColor | 'inherit' | 'default';
  size?: 'small' | 'medium' | 'large';
}

/** Padding and icon size per size, as MUI IconButton's. */
const ICON_BUTTON = {
  small: { padding: 5, fontPx: 18 },
  medium: { padding: 8, fontPx: 24 },
  large: { padding: 12, fontPx: 28 },
} as const;

/** MUI IconButton's look (round hover, the icon in the chosen colour), for a `ButtonBase` with `focusRipple`. */
export function iconButtonSx({ edge, color = 'default', size = 'medium' }: IconButtonLookOptions = {}) {
  return (theme: Theme): SystemStyleObject<Theme> => {
    const { palette } = theme;
    const tint = color === 'default' || color === 'inherit' ? null : palette[color].main;
    const hover = alpha(tint ?? palette.action.active, palette.action.hoverOpacity);
    const { padding, fontPx } = ICON_BUTTON[size];
    return {
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: theme.typography.pxToRem(fontPx),
      padding: `${padding}px`,
      borderRadius: '50%',
      color: tint ?? (color === 'inherit' ? 'inherit' : palette.action.active),
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&:hover': { bgcolor: hover, '@media (hover: none)': { bgcolor: 'transparent' } },
      ...(edge === 'start' ? { ml: size === 'small' ? '-3px' : '-12px' } : null),
      ...(edge === 'end' ? { mr: size === 'small' ? '-3px' : '-12px' } : null),
      '&.Mui-disabled': { bgcolor: 'transparent', color: palette.action.disabled },
    };
  };
}
