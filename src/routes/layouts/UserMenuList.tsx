import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import ListItemText from '@mui/material/ListItemText';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { defineMessages } from '@/i18n/messages';
import { useMessages } from '@/i18n/useMessages';
import { shellMessages } from '../messages';
import { titleMessages } from '../titleMessages';
import { UserMenuExtraItems } from './UserMenuExtras';
import { LanguageSwitch } from '@/session/LanguageSwitch';

type Key =
  | 'profile'
  | 'history'
  | 'verification'
  | 'bonuses'
  | 'freespins'
  | 'loyalty'
  | 'rewards'
  | 'referrals'
  | 'notifications'
  | 'settings';
const ITEMS: readonly Key[] = [
  'profile',
  'history',
  'verification',
  'bonuses',
  'freespins',
  'loyalty',
  'rewards',
  'referrals',
  'notifications',
  'settings',
];
/** Labels only the opened menu needs (kept out of the shell's strings, which every first visit loads). */
const menuMessages = defineMessages({ ru: { referrals: 'Пригласить друзей' }, en: { referrals: 'Invite friends' } });
/** Every item has an icon, so all the labels start on one line with «report a problem» and «sign out». */
const ICONS: Record<Key, typeof LogoutIcon> = {
  profile: PersonOutlined,
  history: ReceiptLongOutlined,
  verification: VerifiedUserOutlined,
  bonuses: RedeemOutlined,
  freespins: CasinoOutlined,
  loyalty: WorkspacePremiumOutlined,
  rewards: SavingsOutlined,
  referrals: GroupAddOutlined,
  notifications: NotificationsOutlined,
  settings: SettingsOutlined,
};

export interface UserMenuListProps {
  anchor: HTMLElement | null;
  email: string | null;
  basePath: string;
  signingOut: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

/** The opened user menu (its own chunk: menus, popovers and modals load on the first open, not with the page). */
export default function UserMenuList({ anchor, email, basePath, signingOut, onClose, onSignOut }: UserMenuListProps) {
  const t = useMessages(shellMessages);
  // The shell's strings do not name the history; its page title does.
  const title = useMessages(titleMessages);
  const menuT = useMessages(menuMessages);
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {email ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1, maxWidth: 260 }} noWrap>
          {email}
        </Typography>
      ) : null}
      <Box sx={{ px: 2, pb: 1 }}>
        <LanguageSwitch label={t('language')} />
      </Box>
      <Divider />
      {ITEMS.map((key) => {
        const Icon = ICONS[key];
        return (
          <MenuItem key={key} component={RouterLink} to={`${basePath}/${key}`} onClick={onClose}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>
              {key === 'history' || key === 'verification' || key === 'rewards'
                ? title(key)
                : key === 'referrals'
                  ? menuT(key)
                  : t(key)}
            </ListItemText>
          </MenuItem>
        );
      })}
      <UserMenuExtraItems onDone={onClose} />
      <Divider />
      <MenuItem onClick={onSignOut} disabled={signingOut} data-testid="sign-out">
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('signOut')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
