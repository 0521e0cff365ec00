import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { AppRouter } from '@/routes/AppRouter';

/** The whole SPA: store, then router. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <AppRouter />
    </Provider>
  );
}
