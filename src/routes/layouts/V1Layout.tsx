import { Suspense } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Link from '@mui/material/Link';
import HomeIcon from '@mui/icons-material/Home';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import SearchIcon from '@mui/icons-material/Search';
import RedeemIcon from '@mui/icons-material/Redeem';
import PersonIcon from '@mui/icons-material/Person';
import { useAppSelector } from '@/app/hooks';
import { selectAuthStatus, selectIsSignedIn } from '@/session/authSelectors';
import { useMessages } from '@/i18n/useMessages';
import { shellMessages } from '../messages';
import { PageLoader } from '../PageLoader';
import { GuestButtons } from './GuestButtons';
import { HeaderBalance } from './HeaderBalance';
import { HeaderStatusWidgets } from './HeaderWidgets';
import { LanguageSwitch } from '@/session/LanguageSwitch';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

const TABS = [
  { to: '/v1', key: 'home', icon: <HomeIcon /> },
  { to: '/v1/games', key: 'games', icon: <SportsEsportsIcon /> },
  { to: '/v1/search', key: 'search', icon: <SearchIcon /> },
  { to: '/v1/bonuses', key: 'bonuses', icon: <RedeemIcon /> },
  { to: '/v1/profile', key: 'profile', icon: <PersonIcon /> },
] as const;

/** Which bottom tab a path belongs to (the longest matching prefix). */
function activeTab(pathname: string): string | false {
  // The home tab is '/v1' itself: every v1 path starts with '/v1/', so it must match exactly.
  const match = TABS.filter((tab) => pathname === tab.to || (tab.to !== '/v1' && pathname.startsWith(`${tab.to}/`))).sort((a, b) => b.to.length - a.to.length)[0];
  return match ? match.to : false;
}

/** The compact layout (`v1-default`) for phones and the Telegram Mini App: slim top bar, bottom navigation; fits 360 px. */
export function V1Layout() {
  const t = useMessages(shellMessages);
  const status = useAppSelector(selectAuthStatus);
  const signedIn = useAppSelector(selectIsSignedIn);
  const { pathname } = useLocation();
  return (
    <Box data-layout="v1-default" data-auth-status={status} sx={{ minHeight: '100vh', pb: 'calc(64px + env(safe-area-inset-bottom))' }}>
      <AppBar position="sticky" component="header">
        <Toolbar variant="dense" sx={{ gap: 0.5, px: 1, minHeight: 52 }}>
          <Logo to="/v1" name={t('siteName')} compact />
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <HeaderStatusWidgets signedIn={signedIn} />
            {signedIn ? <HeaderBalance label={t('balance')} /> : <GuestButtons basePath="/v1" compact />}
            {/* Signed in, the language switch lives in the user menu: the bar must fit 360 px. */}
            {signedIn ? <UserMenu basePath="/v1" /> : <LanguageSwitch label={t('language')} />}
          </Stack>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ px: 1.5, py: 2, maxWidth: 720, mx: 'auto' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        {/* Responsible gaming stays one tap away on every compact page. */}
        <Box component="footer" sx={{ mt: 4, textAlign: 'center' }}>
          <Link component={RouterLink} to="/v1/responsible-gaming" variant="body2" color="text.secondary">18+ · {t('responsibleGaming')}</Link>
        </Box>
      </Box>
      <Paper component="nav" aria-label={t('mainNavigation')} elevation={8} sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar', pb: 'env(safe-area-inset-bottom)' }}>
        <BottomNavigation showLabels value={activeTab(pathname)}>
          {TABS.map((tab) => (
            <BottomNavigationAction key={tab.to} value={tab.to} label={t(tab.key)} icon={tab.icon} component={RouterLink} to={tab.to} />
          ))}
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
