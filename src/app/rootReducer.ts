import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { apiReducer } from './apiSkipsPushes';
import { authReducer } from '@/session/authSlice';
import { realtimeReducer } from '@/realtime/realtimeSlice';
import { localeReducer } from '@/i18n/localeSlice';
import { siteReducer } from '@/site/siteSlice';
import { notificationsReducer } from '@/features/notifications/notificationsSlice';
import { withdrawalsReducer } from '@/features/payouts/withdrawalsSlice';
import type { WinsState } from '@/features/wins/winsSlice';

/** Slices that arrive with a lazy chunk and inject themselves (`rootReducer.inject`). */
export interface LazyLoadedSlices {
  wins: WinsState;
}

/** The whole state tree: one key per owner. */
export const rootReducer = combineSlices({
  [baseApi.reducerPath]: apiReducer,
  auth: authReducer,
  realtime: realtimeReducer,
  locale: localeReducer,
  site: siteReducer,
  notifications: notificationsReducer,
  withdrawals: withdrawalsReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
