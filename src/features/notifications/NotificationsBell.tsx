import { RouterLink } from '@/ui/navigation/RouterLink';
import { useGeneration } from '@/ui/navigation/generation';
import Badge from '@mui/material/Badge';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useAppSelector } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { Tooltip } from '@/ui/theme';
import { notificationsMessages } from './messages';
import { useGetUnreadNotificationsCountQuery } from './notificationsApi';
import { selectUnreadCount } from './selectors';
import { IconButton } from '@/ui/primitives/Button';

/** Header bell for a signed-in user: the unread count (fetched, then kept live by pushes), opens /notifications. */
export function NotificationsBell() {
  const t = useMessages(notificationsMessages);
  const signedIn = useAppSelector((state) => state.auth.status === 'signedIn');
  useGetUnreadNotificationsCountQuery(undefined, { skip: !signedIn });
  const count = useAppSelector(selectUnreadCount) ?? 0;
  const generation = useGeneration();
  if (!signedIn) return null;
  const to = `${generation}/notifications`;
  const label = count > 0 ? t('bellUnread', { count }) : t('bell');
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to={to} color="inherit" aria-label={label} data-testid="notifications-bell">
        <Badge badgeContent={count} color="error" max={99} data-testid="notifications-badge" data-count={count}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
