import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { baseApi } from '@/api/baseApi';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import type { AppServices } from './services';

/** Builds a fresh store (one per app start, one per test) with the API, the sagas and DevTools wired. */
export function makeStore(services: AppServices, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({ context: { services } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } }).concat(baseApi.middleware, sagaMiddleware),
    devTools: services.config.environment !== 'production' || services.config.supportMode,
  });
  const sagaTask = sagaMiddleware.run(rootSaga);
  return Object.assign(store, { sagaTask });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
