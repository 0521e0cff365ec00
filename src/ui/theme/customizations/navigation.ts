import type { Components, Theme } from '@mui/material/styles';
import { brand } from '../primitives';

/** App bar, links, menus and the compact bottom navigation. */
export const navigationCustomizations: Components<Theme> = {
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'transparent' },
    styleOverrides: { root: { backgroundColor: brand.surface, borderBottom: '1px solid rgba(255,255,255,0.06)' } },
  },
  MuiLink: { defaultProps: { underline: 'hover' } },
  MuiMenu: { styleOverrides: { paper: { backgroundColor: brand.surfaceRaised, backgroundImage: 'none' } } },
  MuiBottomNavigation: { styleOverrides: { root: { backgroundColor: brand.surface, borderTop: '1px solid rgba(255,255,255,0.06)' } } },
  MuiBottomNavigationAction: { styleOverrides: { root: { minWidth: 0, paddingLeft: 4, paddingRight: 4 } } },
};
