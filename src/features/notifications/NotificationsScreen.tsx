import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useAppSelector } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { accountScreen } from '@/session/AccountPage';
import { Loading } from '@/ui/components/Loading';
import { QueryState } from '@/ui/components/QueryState';
import { showErrorToast } from '@/ui/toast';
import { notificationsMessages } from './messages';
import { NotificationItem } from './NotificationItem';
import {
  useGetNotificationsQuery,
  useGetUnreadNotificationsCountQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from './notificationsApi';
import { selectLatestNotification, selectUnreadCount } from './selectors';
import { Button } from '@/ui/primitives/Button';

const PER_PAGE = 20;

/** The feed with paging and the mark-read actions. */
function NotificationsFeed() {
  const t = useMessages(notificationsMessages);
  const [page, setPage] = useState(1);
  const list = useGetNotificationsQuery({ page, per_page: PER_PAGE });
  const { refetch } = list;
  useGetUnreadNotificationsCountQuery();
  const unread = useAppSelector(selectUnreadCount) ?? 0;
  const latestKey = useAppSelector(selectLatestNotification)?.key;
  const [markOne, { isLoading: markingOne }] = useMarkNotificationReadMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();

  // A push means the server stored a new notification: show it in the list too.
  useEffect(() => {
    if (latestKey) void refetch();
  }, [latestKey, refetch]);

  const onMarkRead = useCallback(
    (id: number) => {
      markOne(id).unwrap().catch(showErrorToast);
    },
    [markOne],
  );

  return (
    <>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <Typography role="status" color="text.secondary">
          {unread > 0 ? t('unreadSummary', { count: unread }) : t('allRead')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<DoneAllIcon />}
          disabled={unread === 0 || markingAll}
          onClick={() => void markAll().unwrap().catch(showErrorToast)}
        >
          {t('markAll')}
        </Button>
      </Box>
      <QueryState query={list} loading={<Loading />} empty={t('empty')} isEmpty={(page) => page.data.length === 0}>
        {(data) => (
          <>
            <List disablePadding>
              {data.data.map((item) => (
                <NotificationItem
                  key={item.id}
                  notification={item}
                  onMarkRead={onMarkRead}
                  busy={markingOne || markingAll}
                />
              ))}
            </List>
            {data.meta.last_page > 1 ? (
              <Pagination
                sx={{ mt: 2 }}
                count={data.meta.last_page}
                page={page}
                onChange={(_, next) => setPage(next)}
                aria-label={t('pages')}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </>
  );
}

/** /notifications: the player's notifications, read/unread, with mark one and mark all read. */
export default accountScreen(notificationsMessages, NotificationsFeed, { maxWidth: 900 });
