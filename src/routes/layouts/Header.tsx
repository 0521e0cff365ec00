import { useState } from 'react';
import { NavLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn } from '@/features/auth/authSelectors';
import { useMessages } from '@/i18n/useMessages';
import { shellMessages } from '../messages';
import { GuestButtons } from './GuestButtons';
import { HeaderBalance } from './HeaderBalance';
import { HeaderStatusWidgets } from './HeaderWidgets';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

const NAV = [
  { to: '/games', key: 'games' },
  { to: '/promotions', key: 'promotions' },
  { to: '/tournaments', key: 'tournaments' },
  { to: '/payout', key: 'payout' },
  { to: '/faq', key: 'faq' },
] as const;

/** The desktop header: logo, main navigation, feature widgets, balance, user menu or guest buttons, language. */
export function Header() {
  const t = useMessages(shellMessages);
  const signedIn = useAppSelector(selectIsSignedIn);
  const [drawer, setDrawer] = useState(false);

  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={{ gap: { xs: 0.5, md: 2 }, minHeight: { xs: 56, md: 64 }, px: { xs: 1, sm: 2 } }}>
        <IconButton aria-label={t('openMenu')} onClick={() => setDrawer(true)} sx={{ display: { md: 'none' } }} color="inherit" edge="start">
          <MenuIcon />
        </IconButton>
        <Logo name={t('siteName')} />
        <Box component="nav" aria-label={t('mainNavigation')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}>
          {NAV.map((item) => (
            <Button
              key={item.to}
              component={NavLink}
              to={item.to}
              color="inherit"
              sx={{ color: 'text.secondary', '&.active': { color: 'primary.main' } }}
            >
              {t(item.key)}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center', minWidth: 0 }}>
          <HeaderStatusWidgets signedIn={signedIn} />
          {signedIn ? <HeaderBalance label={t('balance')} /> : null}
          {signedIn ? <UserMenu /> : <GuestButtons compact={false} />}
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <LanguageSwitch label={t('language')} />
          </Box>
        </Stack>
      </Toolbar>
      <Drawer open={drawer} onClose={() => setDrawer(false)}>
        <Box sx={{ width: 260, p: 2 }} role="presentation">
          <Logo name={t('siteName')} />
          <List component="nav" aria-label={t('mainNavigation')} sx={{ mt: 2 }}>
            {NAV.map((item) => (
              <ListItemButton key={item.to} component={NavLink} to={item.to} onClick={() => setDrawer(false)}>
                <ListItemText primary={t(item.key)} />
              </ListItemButton>
            ))}
          </List>
          <LanguageSwitch label={t('language')} />
        </Box>
      </Drawer>
    </AppBar>
  );
}
