import type { AppStore } from './store';
import { AppProviders } from './AppProviders';
import { AppRouter } from '@/routes/AppRouter';
import { UpdateNotice } from '@/ui/updateNotice/UpdateNotice';

/** The whole SPA: providers (store, theme, toasts), then the router (features composed in src/routes) and the new-build notice. */
export function App({ store, versionPollMs = 0 }: { store: AppStore; versionPollMs?: number }) {
  return (
    <AppProviders store={store}>
      <AppRouter />
      <UpdateNotice intervalMs={versionPollMs} />
    </AppProviders>
  );
}
