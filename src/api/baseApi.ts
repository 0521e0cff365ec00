import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** The cached answers written in the interface language: re-fetched when the language changes. */
export const languageTags = [
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
] as const;

/** Every cache tag of the app, declared once so one feature's mutation can invalidate another's data. */
export const tagTypes = [
  ...languageTags,
  // the same in every language
  'Withdrawals',
  'Currencies',
  'Jackpots',
  'BugReports',
  'Wallet',
  'Payments',
  'Wins',
  'Maintenance',
  'Kyc',
  'Sessions',
] as const;

/** The one RTK Query api; features add their endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
});
