import { defineMessages } from '@/i18n/messages';

/** Strings of the close page. */
export const closeMessages = defineMessages({
  ru: {
    title: 'Готово',
    closing: 'Окно закрывается…',
    noOpener: 'Это окно можно закрыть. Если оно не закрылось само, вернитесь на сайт.',
    home: 'На главную',
  },
  en: {
    title: 'Done',
    closing: 'This window is closing…',
    noOpener: 'You can close this window. If it did not close by itself, go back to the site.',
    home: 'Go to the home page',
  },
});
