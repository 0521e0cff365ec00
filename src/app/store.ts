import { configureStore, type DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { apiMiddleware } from './apiSkipsPushes';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import { createRecorderHandle } from '@/diagnostics/recorderHandle';
import type { AppConfig } from '@/config/appConfig';
import type { AppServices } from './services';

/**
 * Redux DevTools' options for a store, given how it reads the live secrets: `devToolsOptions` of
 * src/diagnostics/devTools.ts, which the page loads only where DevTools are on.
 */
export type DevToolsSetup = (config: AppConfig, secrets: () => readonly string[]) => DevToolsEnhancerOptions | false;

/**
 * Builds a store with the API and DevTools wired, its sagas not yet running: `startSagas()` runs them (once). The
 * page's start-up runs them in a task of their own (src/index.tsx); nothing is dispatched in between.
 */
export function buildStore(services: AppServices, preloadedState?: Partial<RootState>, devTools?: DevToolsSetup) {
  const sagaMiddleware = createSagaMiddleware<{ services: AppServices; dispatch: unknown; getState: unknown }>({
    context: { services, dispatch: null, getState: null },
  });
  // The live bearer token is scrubbed from every string the action log or DevTools keeps. The recorder
  // reads it (a cookie) again only after actions that may change it, not on every realtime push.
  const secrets = (): readonly string[] => {
    const token = services.tokens.getToken();
    return token ? [token] : [];
  };
  // QA action log (src/diagnostics); last in the chain so it sees every action that reaches the reducer. The recorder
  // itself is loaded when needed; until then a light capture keeps every action.
  const recorder = createRecorderHandle({ secrets });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } }).concat(apiMiddleware, sagaMiddleware, recorder.middleware),
    // Redux DevTools: development and tests, production only in support mode; secrets redacted (src/diagnostics/redaction).
    devTools: devTools ? devTools(services.config, recorder.secrets) : false,
  });
  // Sagas that start RTK Query requests dispatch thunks through the store's own dispatch; a socket callback that
  // decides by the state (the user channel's numbering) reads it through getState.
  sagaMiddleware.setContext({ dispatch: store.dispatch, getState: store.getState });
  let sagaTask: Task | undefined;
  const startSagas = (): Task => (sagaTask ??= sagaMiddleware.run(rootSaga));
  return Object.assign(store, { startSagas, recorder });
}

/** A fresh store with its sagas running at once (tests; the page builds and starts its store in two tasks). */
export function makeStore(services: AppServices, preloadedState?: Partial<RootState>) {
  const store = buildStore(services, preloadedState);
  return Object.assign(store, { sagaTask: store.startSagas() });
}

export type AppStore = ReturnType<typeof buildStore>;
/** A store from `makeStore`: its sagas' task at hand (a test cancels it). */
export type RunningStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
