import { defineMessages } from '@/i18n/messages';

/** Strings of the wins feed and its privacy settings. */
export const winsMessages = defineMessages({
  ru: {
    title: 'Выигрыши сейчас',
    tabs: 'Какие выигрыши показать',
    all: 'Все',
    big: 'Крупные',
    mine: 'Мои',
    hidden: 'Скрыт',
    empty: 'Пока никто не выиграл — станьте первым',
    emptyMine: 'Здесь появятся ваши выигрыши на реальные деньги',
    won: '{player} выиграл(а) {amount} в {game}',
    privacyTitle: 'Лента выигрышей',
    privacyHint:
      'Ваши выигрыши на реальные деньги появляются в общей ленте. Без публичного имени они показаны как «Скрыт». E-mail и номер счёта не показываются никогда.',
    publicName: 'Публичное имя',
    publicNameHint: '2–24 буквы, цифры, пробелы, точки, дефисы',
    hideName: 'Скрывать моё имя в ленте',
    hideWins: 'Не показывать мои выигрыши в ленте',
    save: 'Сохранить',
    saved: 'Настройки ленты сохранены',
  },
  en: {
    title: 'Latest wins',
    tabs: 'Which wins to show',
    all: 'All',
    big: 'Big wins',
    mine: 'My wins',
    hidden: 'Hidden',
    empty: 'No wins yet — be the first',
    emptyMine: 'Your real-money wins will appear here',
    won: '{player} won {amount} in {game}',
    privacyTitle: 'Wins feed',
    privacyHint:
      'Your real-money wins appear in the public feed. Without a public name they show as "Hidden". Your e-mail and account number are never shown.',
    publicName: 'Public name',
    publicNameHint: '2–24 letters, digits, spaces, dots, hyphens',
    hideName: 'Hide my name in the feed',
    hideWins: 'Hide my wins from the feed',
    save: 'Save',
    saved: 'Feed settings saved',
  },
});
