import { baseApi } from '@/api/baseApi';
import type { AppNotification, Paginated } from '@/api/types';

/** Query of one page of GET /notifications. */
export interface NotificationsPageArgs {
  page?: number;
  per_page?: number;
}

/** Tags: the pages share LIST, the unread counter is UNREAD; mark-read invalidates both. */
export const notificationTags = {
  list: { type: 'Notifications', id: 'LIST' },
  unread: { type: 'Notifications', id: 'UNREAD' },
} as const;

/** The signed-in player's notifications: pages, unread count, mark one read, mark all read. */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Paginated<AppNotification>, NotificationsPageArgs | void>({
      query: (args) => ({ url: '/notifications', params: { page: args?.page ?? 1, per_page: args?.per_page ?? 24 } }),
      providesTags: [notificationTags.list],
    }),
    getUnreadNotificationsCount: build.query<{ count: number }, void>({
      query: () => '/notifications/unread-count',
      providesTags: [notificationTags.unread],
    }),
    markNotificationRead: build.mutation<{ notification: AppNotification }, number>({
      query: (id) => ({ url: `/notifications/${String(id)}/read`, method: 'POST' }),
      invalidatesTags: [notificationTags.list, notificationTags.unread],
    }),
    markAllNotificationsRead: build.mutation<{ updated: number }, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
      invalidatesTags: [notificationTags.list, notificationTags.unread],
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useGetUnreadNotificationsCountQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
