import { defineMessages } from '@/i18n/messages';

/** Words of the blocked-state screens: maintenance, a region not served, the site out of reach. */
export const blockedMessages = defineMessages({
  ru: {
    maintenanceTitle: 'Идут технические работы',
    maintenanceText: 'Сайт ненадолго закрыт на обслуживание. Ваш баланс в сохранности.',
    maintenanceUntil: 'Ожидаемое окончание: {time}',
    maintenanceUnknownEnd: 'Время окончания пока неизвестно.',
    maintenanceLeft: 'Осталось',
    maintenanceOverdue: 'Работы вот-вот закончатся.',
    nextCheck: 'Проверим снова через {seconds} с',
    checking: 'Проверяем…',
    checkNow: 'Проверить сейчас',
    regionTitle: 'Сайт недоступен в вашем регионе',
    regionText:
      'По требованиям законодательства мы не можем принимать игроков из вашей страны. Вход, регистрация и пополнение недоступны.',
    responsibleGaming: 'Помощь при игровой зависимости',
    responsibleGamingText: 'Если игра перестала быть развлечением, обратитесь за бесплатной поддержкой:',
    contact: 'Связаться с нами',
    unreachableTitle: 'Нет связи с сайтом',
    unreachableText: 'Проверьте подключение к интернету. Уже загруженные страницы остаются доступны.',
  },
  en: {
    maintenanceTitle: 'Maintenance in progress',
    maintenanceText: 'The site is briefly closed for maintenance. Your balance is safe.',
    maintenanceUntil: 'Expected to end: {time}',
    maintenanceUnknownEnd: 'The end time is not known yet.',
    maintenanceLeft: 'Time left',
    maintenanceOverdue: 'It should be over any moment now.',
    nextCheck: 'Checking again in {seconds} s',
    checking: 'Checking…',
    checkNow: 'Check now',
    regionTitle: 'The site is not available in your region',
    regionText:
      'By law we cannot accept players from your country. Signing in, signing up and deposits are not available.',
    responsibleGaming: 'Help with problem gambling',
    responsibleGamingText: 'If gambling has stopped being fun, free support is available:',
    contact: 'Contact us',
    unreachableTitle: 'Cannot reach the site',
    unreachableText: 'Check your internet connection. Pages already loaded stay readable.',
  },
});
