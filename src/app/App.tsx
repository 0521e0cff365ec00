import { lazy, Suspense } from 'react';
import type { AppStore } from './store';
import { GameSlotsContext, type GameSlots } from '@/ui/components/gameSlots';
import { AppProviders } from './AppProviders';
import { AppRouter } from '@/routes/AppRouter';
import { ReportProblemHost } from '@/features/reporting/ReportProblemHost';
import { UpdateNotice } from './UpdateNotice';

const FavouriteButton = lazy(() => import('@/features/play/FavouriteButton'));
const LobbyShelves = lazy(() => import('@/features/play/LobbyShelves'));

/** What the play feature adds to the catalogue (hearts on cards, favourites and recent shelves), loaded lazily. */
const gameSlots: GameSlots = {
  CardAction: ({ game }) => <Suspense fallback={null}><FavouriteButton game={game} /></Suspense>,
  LobbyShelves: () => <Suspense fallback={null}><LobbyShelves /></Suspense>,
};

/** The whole SPA: providers (store, theme, toasts), then the router, the app-wide "report a problem" host and the new-build notice. */
export function App({ store, versionPollMs = 0 }: { store: AppStore; versionPollMs?: number }) {
  return (
    <AppProviders store={store}>
      <GameSlotsContext value={gameSlots}>
        <AppRouter />
      </GameSlotsContext>
      <ReportProblemHost />
      <UpdateNotice intervalMs={versionPollMs} />
    </AppProviders>
  );
}
