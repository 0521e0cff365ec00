import { defineMessages } from '@/i18n/messages';

/** Words of the header's realtime widgets. */
export const connectionMessages = defineMessages({
  ru: {
    connected: 'Онлайн: обновления приходят в реальном времени',
    connecting: 'Подключение к серверу обновлений…',
    reconnecting: 'Связь потеряна, переподключаемся…',
    unavailable: 'Сервер обновлений недоступен, пробуем снова…',
    offline: 'Нет связи с сервером обновлений',
    onlinePlayers: 'Игроков онлайн: {count}',
  },
  en: {
    connected: 'Online: updates arrive live',
    connecting: 'Connecting to the live updates…',
    reconnecting: 'Connection lost, reconnecting…',
    unavailable: 'Live updates unavailable, trying again…',
    offline: 'No connection to the live updates',
    onlinePlayers: 'Players online: {count}',
  },
});
