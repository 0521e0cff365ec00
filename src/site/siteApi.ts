import { baseApi } from '@/api/baseApi';
import type { Boost, Counter, Currency, Jackpot, Setting } from '@/api/types';

/** GET /settings, /boosts, /counters, /currencies, /jackpots: the site-wide lists (public, no sign-in). */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Setting[], void>({
      query: () => '/settings',
      providesTags: ['Settings'],
    }),
    getBoosts: build.query<Boost[], void>({
      query: () => '/boosts',
      providesTags: ['Boosts'],
    }),
    getCounters: build.query<Counter[], void>({
      query: () => '/counters',
      providesTags: ['Counters'],
    }),
    getCurrencies: build.query<Currency[], void>({
      query: () => '/currencies',
      providesTags: ['Currencies'],
    }),
    getJackpots: build.query<Jackpot[], void>({
      query: () => '/jackpots',
      providesTags: ['Jackpots'],
    }),
  }),
});

export const {
  useGetSettingsQuery,
  useGetBoostsQuery,
  useGetCountersQuery,
  useGetCurrenciesQuery,
  useGetJackpotsQuery,
} = siteApi;
