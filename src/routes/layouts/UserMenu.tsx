import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import { useAppSelector } from '@/app/hooks';
import { selectUserEmail } from '@/features/auth/authSelectors';
import { useSignOutMutation } from '@/features/auth/authApi';
import { useMessages } from '@/i18n/useMessages';
import { shellMessages } from '../messages';
import { UserMenuExtraItems } from './HeaderWidgets';
import { LanguageSwitch } from './LanguageSwitch';

type Key = 'profile' | 'bonuses' | 'freespins' | 'loyalty' | 'notifications' | 'settings';
const ITEMS: readonly Key[] = ['profile', 'bonuses', 'freespins', 'loyalty', 'notifications', 'settings'];

/** The signed-in user's menu: account pages, the features' extra items, sign out. `basePath` is '' or '/v1'. */
export function UserMenu({ basePath = '' }: { basePath?: string }) {
  const t = useMessages(shellMessages);
  const email = useAppSelector(selectUserEmail);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [signOut, { isLoading }] = useSignOutMutation();
  const navigate = useNavigate();
  const close = () => setAnchor(null);

  const doSignOut = async () => {
    close();
    await signOut().unwrap().catch(() => undefined);
    void navigate(basePath || '/', { replace: true });
  };

  return (
    <>
      <IconButton
        aria-label={t('userMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="user-menu-button"
        color="inherit"
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {email ? <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1, maxWidth: 260 }} noWrap>{email}</Typography> : null}
        <Box sx={{ px: 2, pb: 1 }}>
          <LanguageSwitch label={t('language')} />
        </Box>
        <Divider />
        {ITEMS.map((key) => (
          <MenuItem key={key} component={RouterLink} to={`${basePath}/${key}`} onClick={close}>{t(key)}</MenuItem>
        ))}
        <UserMenuExtraItems onDone={close} />
        <Divider />
        <MenuItem onClick={() => void doSignOut()} disabled={isLoading} data-testid="sign-out">
          <ListItemIcon><LogoutIcon fontSize="small" /></ListItemIcon>
          {t('signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
