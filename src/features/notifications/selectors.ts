import { createSelector } from '@reduxjs/toolkit';
import type { LiveNotification, NotificationsState } from './notificationsSlice';

interface WithNotifications {
  notifications: NotificationsState;
}

/** Unread notifications (server count plus pushes since); null until fetched. */
export const selectUnreadCount = (state: WithNotifications): number | null => state.notifications.unreadCount;

/** Notifications pushed during this session, newest first. */
export const selectLiveFeed = (state: WithNotifications): LiveNotification[] => state.notifications.feed;

/** The newest pushed notification, if any (for a header bell's preview). */
export const selectLatestNotification = createSelector(
  [selectLiveFeed],
  (feed): LiveNotification | null => feed[0] ?? null,
);

/** Whether the bell should show a badge. */
export const selectHasUnread = (state: WithNotifications): boolean => (state.notifications.unreadCount ?? 0) > 0;
