import type { AppStore } from './store';
import { AppProviders } from './AppProviders';
import { AppRouter } from '@/routes/AppRouter';

/** The whole SPA: providers (store, theme, toasts), then the router. */
export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <AppRouter />
    </AppProviders>
  );
}
