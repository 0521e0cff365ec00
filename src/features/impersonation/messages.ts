import { defineMessages } from '@/i18n/messages';

/** Strings of the impersonation banner. */
export const impersonationMessages = defineMessages({
  ru: {
    banner: 'Вы вошли как {email}',
    bannerHint: 'Режим администратора: все действия выполняются от имени этого игрока.',
    stop: 'Выйти из режима',
    stopping: 'Возвращаемся…',
  },
  en: {
    banner: 'You are signed in as {email}',
    bannerHint: 'Administrator mode: everything you do is done as this player.',
    stop: 'Stop impersonating',
    stopping: 'Returning…',
  },
});
