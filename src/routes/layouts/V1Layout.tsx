import { Suspense, use, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import HomeIcon from '@mui/icons-material/Home';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import SearchIcon from '@mui/icons-material/Search';
import RedeemIcon from '@mui/icons-material/Redeem';
import PersonIcon from '@mui/icons-material/Person';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { useAppSelector } from '@/app/hooks';
import { useMiniAppFrame } from '@/features/telegram/TelegramMiniAppScope';
import { selectAuthStatus, selectIsPlayer, selectIsSignedIn } from '@/session/authSelectors';
import { useMessages } from '@/i18n/useMessages';
import { shellMessages } from '../messages';
import { InFrameContext } from '../frameRoutes';
import { PageLoader } from '../PageLoader';
import { GuestButtons } from './GuestButtons';
import { HeaderBalance } from './HeaderBalance';
import { HeaderStatusWidgets } from './HeaderWidgets';
import { LanguageSwitch } from '@/session/LanguageSwitch';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';
import { TextLink } from '@/ui/primitives/TextLink';
import { TOASTS_ABOVE } from '@/ui/toast';

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
  const match = TABS.filter(
    (tab) => pathname === tab.to || (tab.to !== '/v1' && pathname.startsWith(`${tab.to}/`)),
  ).sort((a, b) => b.to.length - a.to.length)[0];
  return match ? match.to : false;
}

// Safe areas: the device's (env(), or Telegram's `safe_area_changed`) plus Telegram's own controls over the
// content in full screen (`content_safe_area_changed`); the variables are set by the Mini App bridge.
const inset = (side: 'top' | 'bottom' | 'left' | 'right') =>
  `calc(max(env(safe-area-inset-${side}, 0px), var(--tg-safe-area-inset-${side}, 0px)) + var(--tg-content-safe-area-inset-${side}, 0px))`;

/** The bottom navigation's height (MUI's BottomNavigation) above the bottom safe area. */
const BOTTOM_NAV_HEIGHT = 56;

/** Inside Telegram: exactly the height Telegram reports (the stable one; the current one while the keyboard is up). */
const EMBEDDED_HEIGHT = 'var(--tg-viewport-stable-height, 100dvh)';
const EMBEDDED_HEIGHT_KEYBOARD = 'min(var(--tg-viewport-height, 100dvh), var(--tg-viewport-stable-height, 100dvh))';

/**
 * The compact layout (`v1-default`) for phones and the Telegram Mini App: slim top bar, bottom navigation; fits 360 px.
 * Inside Telegram it is a column exactly as tall as Telegram's viewport (the page scrolls inside it), and the
 * bottom navigation gives way to the keyboard.
 */
export function V1Layout() {
  const t = useMessages(shellMessages);
  const status = useAppSelector(selectAuthStatus);
  const signedIn = useAppSelector(selectIsSignedIn);
  const player = useAppSelector(selectIsPlayer);
  const { pathname } = useLocation();
  const { embedded, keyboardOpen } = useMiniAppFrame();
  const main = useRef<HTMLElement>(null);
  const framed = use(InFrameContext);
  useEffect(() => {
    // Inside Telegram the page scrolls in <main>, which the router's scroll restoration does not see.
    if (embedded) main.current?.scrollTo({ top: 0 });
  }, [embedded, pathname]);
  const frame = embedded
    ? {
        display: 'flex',
        flexDirection: 'column' as const,
        height: keyboardOpen ? EMBEDDED_HEIGHT_KEYBOARD : EMBEDDED_HEIGHT,
        overflow: 'hidden',
      }
    : { minHeight: '100dvh', pb: `calc(64px + ${inset('bottom')})` };
  return (
    <Box
      data-layout="v1-default"
      data-auth-status={status}
      data-embedded={embedded ? '' : undefined}
      sx={{ ...frame, pl: inset('left'), pr: inset('right') }}
    >
      {/* Toasts stack above the bottom navigation, not over it (not in the replay's frame: the page around it has none). */}
      {framed || keyboardOpen ? null : (
        <GlobalStyles styles={{ ':root': { [TOASTS_ABOVE]: `calc(${BOTTOM_NAV_HEIGHT}px + ${inset('bottom')})` } }} />
      )}
      <AppBar position={embedded ? 'static' : 'sticky'} component="header" sx={{ pt: inset('top'), flexShrink: 0 }}>
        <Toolbar variant="dense" sx={{ gap: 0.5, px: 1, minHeight: 52 }}>
          <Logo to="/v1" compact />
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <HeaderStatusWidgets player={player} />
            {player ? <HeaderBalance label={t('balance')} /> : null}
            {signedIn ? null : <GuestButtons basePath="/v1" compact />}
            {/* Signed in, the language switch lives in the user menu: the bar must fit 360 px. */}
            {signedIn ? <UserMenu basePath="/v1" /> : <LanguageSwitch label={t('language')} />}
          </Stack>
        </Toolbar>
      </AppBar>
      <Box
        component={framed ? 'div' : 'main'}
        data-path={pathname}
        ref={main}
        sx={{
          px: 1.5,
          py: 2,
          maxWidth: 720,
          mx: 'auto',
          ...(embedded
            ? { flex: 1, minHeight: 0, width: '100%', overflowY: 'auto', overscrollBehavior: 'contain' }
            : {}),
        }}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        {/* Responsible gaming stays one tap away on every compact page. */}
        <Box component="footer" sx={{ mt: 4, textAlign: 'center' }}>
          <TextLink to="/v1/responsible-gaming" type="body2" tone="secondary">
            18+ · {t('responsibleGaming')}
          </TextLink>
        </Box>
      </Box>
      <Paper
        component="nav"
        aria-label={t('mainNavigation')}
        elevation={8}
        sx={{
          ...(embedded ? { position: 'relative', flexShrink: 0 } : { position: 'fixed', left: 0, right: 0, bottom: 0 }),
          // The keyboard must not cover the focused field: the navigation steps aside while it is up.
          display: keyboardOpen ? 'none' : undefined,
          zIndex: 'appBar',
          pb: inset('bottom'),
        }}
      >
        <BottomNavigation showLabels value={activeTab(pathname)}>
          {TABS.map((tab) => (
            <BottomNavigationAction
              key={tab.to}
              value={tab.to}
              label={t(tab.key)}
              icon={tab.icon}
              component={RouterLink}
              to={tab.to}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
