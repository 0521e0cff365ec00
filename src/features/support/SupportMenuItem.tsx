import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { useAppSelector } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { selectHasRole } from '@/session/authSelectors';
import { supportMessages } from './messages';

/** The support tools' entry in the user menu: administrators only (nothing for anyone else). */
export function SupportMenuItem({ onDone }: { onDone?: () => void }) {
  const t = useMessages(supportMessages);
  const admin = useAppSelector((state) => selectHasRole(state, 'admin'));
  if (!admin) return null;
  return (
    <MenuItem component={RouterLink} to="/support/reports" onClick={onDone} data-testid="support-menu-item">
      <ListItemIcon>
        <SupportAgentIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('menuItem')}</ListItemText>
    </MenuItem>
  );
}
