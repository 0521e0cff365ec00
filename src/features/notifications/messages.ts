import { defineMessages } from '@/i18n/messages';

/** Strings of the notifications screen and the header bell. */
export const notificationsMessages = defineMessages({
  ru: {
    title: 'Уведомления',
    markAll: 'Отметить все прочитанными',
    markRead: 'Прочитано',
    markReadLabel: 'Отметить прочитанным: {title}',
    empty: 'Уведомлений пока нет.',
    unread: 'Новое',
    unreadSummary: 'Непрочитанных: {count}',
    allRead: 'Все уведомления прочитаны',
    bell: 'Уведомления',
    bellUnread: 'Уведомления, непрочитанных: {count}',
    guest: 'Здесь появятся уведомления о платежах, бонусах, призах и фриспинах.',
    pages: 'Страницы уведомлений',
  },
  en: {
    title: 'Notifications',
    markAll: 'Mark all as read',
    markRead: 'Read',
    markReadLabel: 'Mark as read: {title}',
    empty: 'No notifications yet.',
    unread: 'New',
    unreadSummary: 'Unread: {count}',
    allRead: 'All notifications are read',
    bell: 'Notifications',
    bellUnread: 'Notifications, {count} unread',
    guest: 'Notifications about payments, bonuses, prizes and free spins will appear here.',
    pages: 'Notification pages',
  },
});
