import { lazy, Suspense } from 'react';
import type { AppStore } from './store';
import { GameSlotsContext, type GameSlots } from '@/ui/components/gameSlots';
import { AppProviders } from './AppProviders';
import { AppRouter } from '@/routes/AppRouter';
import { ReportProblemHost } from '@/features/reporting/ReportProblemHost';

const FavouriteButton = lazy(() => import('@/features/play/FavouriteButton'));
const LobbyShelves = lazy(() => import('@/features/play/LobbyShelves'));

/** What the play feature adds to the catalogue (hearts on cards, favourites and recent shelves), loaded lazily. */
const gameSlots: GameSlots = {
  CardAction: ({ game }) => <Suspense fallback={null}><FavouriteButton game={game} /></Suspense>,
  LobbyShelves: () => <Suspense fallback={null}><LobbyShelves /></Suspense>,
};

/** The whole SPA: providers (store, theme, toasts), then the router and the app-wide "report a problem" host. */
export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <GameSlotsContext value={gameSlots}>
        <AppRouter />
      </GameSlotsContext>
      <ReportProblemHost />
    </AppProviders>
  );
}
