import { defineMessages } from '@/i18n/messages';

/** Strings of the promotions page. */
export const promotionsMessages = defineMessages({
  ru: { title: 'Акции', subtitle: 'Бонусы и специальные предложения', empty: 'Сейчас нет активных акций' },
  en: { title: 'Promotions', subtitle: 'Bonuses and special offers', empty: 'There are no promotions right now' },
});
