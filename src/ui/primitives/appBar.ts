import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { appBarSurface } from '@/ui/theme/customizations/navigation';

/**
 * MUI AppBar's sticky bar with this theme's look (`appBarSurface`, no elevation) as one style rule, for a `<header>`
 * box. The desktop header is on every first visit; AppBar brought its module (with Toolbar's; docs/performance.md) for a
 * sticky box with a background.
 */
export const appBarSx = (theme: Theme): SystemStyleObject<Theme> => ({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'sticky',
  zIndex: theme.zIndex.appBar,
  top: 0,
  left: 'auto',
  right: 0,
  color: 'inherit',
  ...appBarSurface,
});

/** MUI Toolbar's row (centred items, the theme's toolbar heights), for the bar's content. */
export const toolbarSx = (theme: Theme): SystemStyleObject<Theme> => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  ...(theme.mixins.toolbar as SystemStyleObject<Theme>),
});
