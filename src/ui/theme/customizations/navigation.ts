import type { Components, Theme } from '@mui/material/styles';
import { colors } from '../tokens';

/** The top bar's ground and bottom line: MUI's AppBar (the compact layout) and the desktop header's light bar. */
export const appBarSurface = { backgroundColor: colors.surface, borderBottom: `1px solid ${colors.barLine}` } as const;

/** App bar, links, menus and the compact bottom navigation. */
export const navigationCustomizations: Components<Theme> = {
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'transparent' },
    styleOverrides: { root: appBarSurface },
  },
  MuiLink: { defaultProps: { underline: 'hover' } },
  MuiMenu: { styleOverrides: { paper: { backgroundColor: colors.surfaceRaised, backgroundImage: 'none' } } },
  MuiBottomNavigation: {
    styleOverrides: { root: { backgroundColor: colors.surface, borderTop: `1px solid ${colors.barLine}` } },
  },
  MuiBottomNavigationAction: { styleOverrides: { root: { minWidth: 0, paddingLeft: 4, paddingRight: 4 } } },
};
