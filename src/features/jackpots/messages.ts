import { defineMessages } from '@/i18n/messages';

/** Strings of a jackpot's page. */
export const jackpotsMessages = defineMessages({
  ru: {
    subtitle: 'Растёт с каждой ставкой и может выпасть в любой из своих игр',
    amount: 'Сейчас в джекпоте',
    games: 'Где можно выиграть',
    gamesCount: '{count, plural, one {# игра} few {# игры} many {# игр} other {# игры}}',
    showGames: 'Показать игры',
    winners: 'Последние победители',
    noWinners: 'Этот джекпот ещё никто не выиграл — станьте первым',
    hidden: 'Скрыт',
    back: 'На главную',
    notFound: 'Джекпот не найден',
    notFoundHint: 'Такого джекпота нет: возможно, ссылка устарела. Все джекпоты — на главной.',
  },
  en: {
    subtitle: 'Grows with every bet and can drop in any of its games',
    amount: 'Jackpot now',
    games: 'Where it can be won',
    gamesCount: '{count, plural, one {# game} other {# games}}',
    showGames: 'Show the games',
    winners: 'Latest winners',
    noWinners: 'Nobody has won this jackpot yet — be the first',
    hidden: 'Hidden',
    back: 'Home',
    notFound: 'Jackpot not found',
    notFoundHint: 'There is no such jackpot: the link may be out of date. All jackpots are on the home page.',
  },
});
