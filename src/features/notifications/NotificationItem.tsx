import { memo } from 'react';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { AppNotification } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { formatDate } from '@/ui/format';
import { notificationsMessages } from './messages';
import { Button } from '@/ui/primitives/Button';
import { Pill } from '@/ui/primitives/Pill';

export interface NotificationItemProps {
  notification: AppNotification;
  onMarkRead: (id: number) => void;
  busy: boolean;
}

/** One notification: unread ones are highlighted, bold and have a «read» button. */
export const NotificationItem = memo(function NotificationItem({
  notification,
  onMarkRead,
  busy,
}: NotificationItemProps) {
  const t = useMessages(notificationsMessages);
  const unread = notification.read_at === null;
  return (
    <ListItem
      component="li"
      data-testid="notification-item"
      data-unread={unread ? 'true' : 'false'}
      sx={{
        alignItems: 'flex-start',
        gap: 2,
        borderLeft: 4,
        borderColor: unread ? 'primary.main' : 'transparent',
        bgcolor: unread ? 'action.selected' : 'transparent',
        borderRadius: 1,
        mb: 1,
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: unread ? 700 : 400 }}>
            {notification.title}
          </Typography>
          {unread ? <Pill size="small" color="primary" label={t('unread')} /> : null}
        </Box>
        <Typography
          variant="body2"
          color={unread ? 'text.primary' : 'text.secondary'}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {notification.body}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={notification.created_at}>
          {formatDate(notification.created_at)}
        </Typography>
      </Box>
      {unread ? (
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          onClick={() => onMarkRead(notification.id)}
          aria-label={t('markReadLabel', { title: notification.title })}
        >
          {t('markRead')}
        </Button>
      ) : null}
    </ListItem>
  );
});
