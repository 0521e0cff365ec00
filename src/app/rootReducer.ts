import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { apiReducer } from './apiSkipsPushes';
import { authReducer } from '@/session/authSlice';
import { realtimeReducer } from '@/realtime/realtimeSlice';
import { localeReducer } from '@/i18n/localeSlice';
import { siteReducer } from '@/site/siteSlice';
import { blockedReducer } from '@/site/blockedSlice';
import { notificationsReducer } from '@/features/notifications/notificationsSlice';
import { withdrawalsReducer } from '@/features/payouts/withdrawalsSlice';
import type { WinsState } from '@/features/wins/winsSlice';

/** The reducers of the state every page has; a lazy chunk adds its own to these (`store.replaceReducer`). */
export const staticReducers = {
  [baseApi.reducerPath]: apiReducer,
  auth: authReducer,
  realtime: realtimeReducer,
  locale: localeReducer,
  site: siteReducer,
  blocked: blockedReducer,
  notifications: notificationsReducer,
  withdrawals: withdrawalsReducer,
};

const combined = combineReducers(staticReducers);

/** The state tree, with the slices of lazy chunks once they have loaded (the wins feed's: src/routes/composed/WinsFeedSlot.tsx). */
export type RootState = ReturnType<typeof combined> & { wins?: WinsState };

/** The whole state tree: one key per owner. */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = combined;
