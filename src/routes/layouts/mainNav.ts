/** The main navigation of the desktop generation: games, promotions, tournaments, payouts, FAQ. */
export const MAIN_NAV = [
  { to: '/games', key: 'games' },
  { to: '/promotions', key: 'promotions' },
  { to: '/tournaments', key: 'tournaments' },
  { to: '/payout', key: 'payout' },
  { to: '/faq', key: 'faq' },
] as const;
