import type { AppStore } from './store';
import { AppProviders } from './AppProviders';
import { AppRouter } from '@/routes/AppRouter';
import { ReportProblemHost } from '@/features/reporting/ReportProblemHost';

/** The whole SPA: providers (store, theme, toasts), then the router and the app-wide "report a problem" host. */
export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <AppRouter />
      <ReportProblemHost />
    </AppProviders>
  );
}
