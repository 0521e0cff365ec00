import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** Every cache tag of the app, declared once so one feature's mutation can invalidate another's data. */
export const tagTypes = [
  'User',
  'Games',
  'Providers',
  'Tags',
  'Promotions',
  'Tournaments',
  'Bonuses',
  'Freespins',
  'Loyalty',
  'Notifications',
  'Payouts',
  'Withdrawals',
  'Settings',
  'Boosts',
  'Counters',
  'Currencies',
  'Jackpots',
  'Faq',
  'Pages',
  'BugReports',
  'Wallet',
  'Payments',
  'Favourites',
  'RecentGames',
  'ResponsibleGaming',
  'Wins',
  'Maintenance',
  'Kyc',
  'Sessions',
] as const;

/** The cached answers written in the interface language: re-fetched when the language changes. */
export const languageTags: readonly (typeof tagTypes)[number][] = [
  'User',
  'Games',
  'Providers',
  'Tags',
  'Promotions',
  'Tournaments',
  'Bonuses',
  'Freespins',
  'Loyalty',
  'Notifications',
  'Settings',
  'Boosts',
  'Counters',
  'Faq',
  'Pages',
  'Favourites',
  'RecentGames',
  'ResponsibleGaming',
  'Payouts',
];

/** The one RTK Query api; features add their endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
});
