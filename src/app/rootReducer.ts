import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { authReducer } from '@/features/auth/authSlice';
import { realtimeReducer } from '@/realtime/realtimeSlice';
import { localeReducer } from '@/i18n/localeSlice';

/** The whole state tree: one key per owner. */
export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: authReducer,
  realtime: realtimeReducer,
  locale: localeReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
