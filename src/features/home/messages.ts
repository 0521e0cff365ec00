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
    counter_players_online:
      '{count, plural, one {игрок онлайн} few {игрока онлайн} many {игроков онлайн} other {игрока онлайн}}',
    counter_games_total: '{count, plural, one {игра} few {игры} many {игр} other {игры}}',
    counter_payouts_today:
      '{count, plural, one {выплата сегодня} few {выплаты сегодня} many {выплат сегодня} other {выплаты сегодня}}',
    counter_tournaments_running:
      '{count, plural, one {турнир идёт} few {турнира идут} many {турниров идут} other {турнира идут}}',
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
    counter_players_online: '{count, plural, one {player online} other {players online}}',
    counter_games_total: '{count, plural, one {game} other {games}}',
    counter_payouts_today: '{count, plural, one {payout today} other {payouts today}}',
    counter_tournaments_running: '{count, plural, one {tournament running} other {tournaments running}}',
  },
});
