import { defineMessages } from '@/i18n/messages';

/** Strings of the loading and failure states: kept apart so a screen that only loads a list does not ship the cards' words. */
export const stateMessages = defineMessages({
  ru: { retry: 'Повторить', loadFailed: 'Не удалось загрузить данные', loading: 'Загрузка…' },
  en: { retry: 'Retry', loadFailed: 'Could not load the data', loading: 'Loading…' },
});
