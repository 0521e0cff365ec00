import { baseApi } from '@/api/baseApi';
import { getQuery } from '@/api/plainEndpoints';
import type { Boost, Counter, Currency, Jackpot, Setting } from '@/api/types';

/** GET /settings, /boosts, /counters, /currencies, /jackpots: the site-wide lists (public, no sign-in). */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: getQuery<Setting[]>(build, '/settings', 'Settings'),
    getBoosts: getQuery<Boost[]>(build, '/boosts', 'Boosts'),
    getCounters: getQuery<Counter[]>(build, '/counters', 'Counters'),
    getCurrencies: getQuery<Currency[]>(build, '/currencies', 'Currencies'),
    getJackpots: getQuery<Jackpot[]>(build, '/jackpots', 'Jackpots'),
  }),
});

export const {
  useGetSettingsQuery,
  useGetBoostsQuery,
  useGetCountersQuery,
  useGetCurrenciesQuery,
  useGetJackpotsQuery,
} = siteApi;
