import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { RouterNavLink } from '@/ui/navigation/RouterLink';
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn } from '@/session/authSelectors';
import { useMessages } from '@/i18n/useMessages';
import { shellMessages } from '../messages';
import { LanguageSwitch } from '@/session/LanguageSwitch';
import { GuestButtons } from './GuestButtons';
import { Logo } from './Logo';
import { MAIN_NAV } from './mainNav';

/** The main navigation as a side drawer on narrow screens (its own chunk, loaded on first open). */
export default function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(shellMessages);
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <Drawer open={open} onClose={onClose}>
      <Box sx={{ width: 260, p: 2 }} role="presentation">
        <Logo />
        <List component="nav" aria-label={t('mainNavigation')} sx={{ mt: 2 }}>
          {MAIN_NAV.map((item) => (
            <ListItemButton key={item.to} component={RouterNavLink} to={item.to} onClick={onClose}>
              <ListItemText primary={t(item.key)} />
            </ListItemButton>
          ))}
        </List>
        {signedIn ? null : (
          // A click on either button leaves for its page: the drawer closes behind it.
          <Box sx={{ my: 2 }} onClick={onClose}>
            <GuestButtons />
          </Box>
        )}
        <LanguageSwitch label={t('language')} />
      </Box>
    </Drawer>
  );
}
