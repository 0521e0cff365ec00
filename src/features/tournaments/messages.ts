import { defineMessages } from '@/i18n/messages';

/** Strings of the tournaments list and the tournament page. */
export const tournamentsMessages = defineMessages({
  ru: {
    title: 'Турниры',
    subtitle: 'Соревнуйтесь с другими игроками за призовой фонд',
    empty: 'Турниров пока нет',
    back: 'Все турниры',
    notFound: 'Турнир не найден',
    period: '{from} — {to}',
    leaderboardEmpty: 'В таблице пока никого нет',
    rank: 'Место',
    player: 'Игрок',
    score: 'Очки',
    prize: 'Приз',
    noPrize: '—',
    players: 'Участников',
  },
  en: {
    title: 'Tournaments',
    subtitle: 'Compete with other players for the prize pool',
    empty: 'No tournaments yet',
    back: 'All tournaments',
    notFound: 'Tournament not found',
    period: '{from} — {to}',
    leaderboardEmpty: 'Nobody is on the leaderboard yet',
    rank: 'Rank',
    player: 'Player',
    score: 'Score',
    prize: 'Prize',
    noPrize: '—',
    players: 'Players',
  },
});
