import { defineMessages } from '@/i18n/messages';

/**
 * The words of the ways to open the "report a problem" dialog (footer link, user menu item). Apart from the dialog's
 * (messages.ts): the footer is on every page's first visit, the dialog only in its own chunk.
 */
export const reportEntryMessages = defineMessages({
  ru: { menuItem: 'Сообщить о проблеме' },
  en: { menuItem: 'Report a problem' },
});
