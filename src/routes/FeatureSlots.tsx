/**
 * The slots every page may show: what the play feature adds to the catalogue (hearts on cards, favourites
 * and recent shelves), loaded lazily. Slots of a single screen are filled by its module in ./composed.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { GameSlotsContext, type GameSlots } from '@/ui/components/gameSlots';

const FavouriteButton = lazy(() => import('@/features/play/FavouriteButton'));
const LobbyShelves = lazy(() => import('@/features/play/LobbyShelves'));

const gameSlots: GameSlots = {
  CardAction: ({ game }) => <Suspense fallback={null}><FavouriteButton game={game} /></Suspense>,
  LobbyShelves: () => <Suspense fallback={null}><LobbyShelves /></Suspense>,
};

/** Provides the app-wide slots to the pages below it. */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return <GameSlotsContext value={gameSlots}>{children}</GameSlotsContext>;
}
