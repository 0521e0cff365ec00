import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import MenuIcon from '@mui/icons-material/Menu';
import { appBarSx, toolbarSx } from '@/ui/primitives/appBar';
import { buttonSx, iconButtonSx } from '@/ui/primitives/buttonLook';
import { lazyPart } from '@/ui/lazyRetrying';
import { RouterNavLink } from '@/ui/navigation/RouterLink';
import { useAppSelector } from '@/app/hooks';
import { selectIsPlayer, selectIsSignedIn } from '@/session/authSelectors';
import { useMessages } from '@/i18n/useMessages';
import { shellMessages } from '../messages';
import { GuestButtons } from './GuestButtons';
import { LazyHeaderBalance, LazyUserMenu } from './LazyHeaderBalance';
import { HeaderStatusWidgets } from './HeaderWidgets';
import { LanguageSwitch } from '@/session/LanguageSwitch';
import { Logo } from './Logo';
import { MAIN_NAV } from './mainNav';

const NavDrawer = lazyPart(() => import('./NavDrawer'));

/** The desktop header: logo, main navigation, feature widgets, balance, user menu or guest buttons, language. */
export function Header() {
  const t = useMessages(shellMessages);
  const signedIn = useAppSelector(selectIsSignedIn);
  const player = useAppSelector(selectIsPlayer);
  const [drawer, setDrawer] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  return (
    <Box component="header" sx={appBarSx}>
      <Box sx={[toolbarSx, { gap: { xs: 0.5, md: 2 }, minHeight: { xs: 56, md: 64 }, px: { xs: 1, sm: 2 } }]}>
        <ButtonBase
          focusRipple
          aria-label={t('openMenu')}
          onClick={() => {
            setDrawerUsed(true);
            setDrawer(true);
          }}
          sx={[iconButtonSx({ edge: 'start' }), { display: { md: 'none' } }]}
        >
          <MenuIcon />
        </ButtonBase>
        <Logo compact />
        <Box
          component="nav"
          aria-label={t('mainNavigation')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}
        >
          {MAIN_NAV.map((item) => (
            <ButtonBase
              focusRipple
              key={item.to}
              component={RouterNavLink}
              to={item.to}
              sx={[buttonSx({ color: 'inherit' }), { color: 'text.secondary', '&.active': { color: 'primary.main' } }]}
            >
              {t(item.key)}
            </ButtonBase>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center', minWidth: 0 }}>
          <HeaderStatusWidgets player={player} />
          {player ? <LazyHeaderBalance label={t('balance')} /> : null}
          {signedIn ? <LazyUserMenu /> : <GuestButtons compact={false} />}
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <LanguageSwitch label={t('language')} />
          </Box>
        </Stack>
      </Box>
      {drawerUsed ? <NavDrawer open={drawer} onClose={() => setDrawer(false)} /> : null}
    </Box>
  );
}
