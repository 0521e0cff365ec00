import { defineMessages } from '@/i18n/messages';

/** Strings of the home page. */
export const homeMessages = defineMessages({
  ru: {
    title: 'Добро пожаловать',
    subtitle: 'Сотни игр, турниры, бонусы и быстрые выплаты',
    jackpots: 'Джекпоты',
    counters: 'Сайт в цифрах',
    boosts: 'Бусты',
    boostEnds: 'До конца',
    popularGames: 'Популярные игры',
    newGames: 'Новинки',
    promotions: 'Акции',
    tournaments: 'Турниры',
    allGames: 'Все игры',
    allPromotions: 'Все акции',
    allTournaments: 'Все турниры',
    toGames: 'Перейти к играм',
    empty: 'Пока пусто',
  },
  en: {
    title: 'Welcome',
    subtitle: 'Hundreds of games, tournaments, bonuses and fast payouts',
    jackpots: 'Jackpots',
    counters: 'The site in numbers',
    boosts: 'Boosts',
    boostEnds: 'Ends in',
    popularGames: 'Popular games',
    newGames: 'New games',
    promotions: 'Promotions',
    tournaments: 'Tournaments',
    allGames: 'All games',
    allPromotions: 'All promotions',
    allTournaments: 'All tournaments',
    toGames: 'Go to games',
    empty: 'Nothing here yet',
  },
});
