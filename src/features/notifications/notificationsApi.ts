import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
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
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer === null) return;
        const { notification } = answer.data;
        patchCachedPages(dispatch, getState, (page) => {
          page.data = page.data.map((item) => (item.id === id ? notification : item));
        });
      },
    }),
    markAllNotificationsRead: build.mutation<{ updated: number }, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
      invalidatesTags: [notificationTags.list, notificationTags.unread],
      // The list shows every item read as soon as the server said so, in the same moment as the counter, not
      // a round trip later when the re-fetch lands. The re-fetch then brings the server's exact read times.
      async onQueryStarted(_, { dispatch, getState, queryFulfilled }) {
        if ((await queryFulfilled.catch(() => null)) === null) return;
        const readAt = new Date().toISOString();
        patchCachedPages(dispatch, getState, (page) => {
          for (const item of page.data) item.read_at ??= readAt;
        });
      },
    }),
  }),
});

type ApiState = Parameters<typeof notificationsApi.util.selectCachedArgsForQuery>[0];

/** Applies `recipe` to every cached page of the list (each page is cached under its own arguments). */
function patchCachedPages(
  dispatch: ThunkDispatch<ApiState, unknown, UnknownAction>,
  getState: () => ApiState,
  recipe: (page: Paginated<AppNotification>) => void,
): void {
  for (const args of notificationsApi.util.selectCachedArgsForQuery(getState(), 'getNotifications')) {
    dispatch(notificationsApi.util.updateQueryData('getNotifications', args, recipe));
  }
}

export const {
  useGetNotificationsQuery,
  useGetUnreadNotificationsCountQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
