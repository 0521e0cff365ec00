import { defineMessages } from '@/i18n/messages';

/** Strings of the impersonation banner, the «log in as» action and the player search. */
export const impersonationMessages = defineMessages({
  ru: {
    banner: 'Вы вошли как {email}',
    bannerHint:
      'Можно смотреть его данные, играть в демо, менять избранное и имя. Деньги, лимиты и вход в аккаунт недоступны: это решения самого игрока.',
    bannerShort: 'Вы — {email}',
    hintShow: 'Что можно в этом режиме',
    stop: 'Выйти из режима',
    stopping: 'Возвращаемся…',
    loginAs: 'Войти как игрок',
    loginAsFailed: 'Не удалось войти как игрок: {message}',
    playersTitle: 'Игроки',
    playersSubtitle: 'Найдите игрока по e-mail или uuid и войдите как он, чтобы увидеть сайт его глазами.',
    playersSearch: 'E-mail или uuid',
    playersHint: 'Введите хотя бы два символа.',
    playersEmpty: 'Никого не нашлось по «{q}».',
    playersTable: 'Найденные игроки',
    email: 'E-mail',
    name: 'Имя',
    registered: 'Регистрация',
  },
  en: {
    banner: 'You are signed in as {email}',
    bannerHint:
      'You may browse their data, play demos, change favourites and the name. ' +
      "Money, limits and sign-in settings are not available: they are the player's own decisions.",
    bannerShort: 'As {email}',
    hintShow: 'What you may do in this mode',
    stop: 'Stop impersonating',
    stopping: 'Returning…',
    loginAs: 'Log in as player',
    loginAsFailed: 'Could not log in as the player: {message}',
    playersTitle: 'Players',
    playersSubtitle: 'Find a player by e-mail or uuid and log in as them to see the site as they do.',
    playersSearch: 'E-mail or uuid',
    playersHint: 'Type at least two characters.',
    playersEmpty: 'Nobody found for "{q}".',
    playersTable: 'Players found',
    email: 'E-mail',
    name: 'Name',
    registered: 'Registered',
  },
});
