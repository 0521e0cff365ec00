/**
 * The slots every page may show: what the play feature adds to the catalogue (hearts on cards, favourites
 * and recent shelves), loaded lazily and for signed-in players only (a guest sees neither, so a guest's
 * visit does not load them). Slots of a single screen are filled by its module in ./composed.
 */
import { Suspense, type ReactNode } from 'react';
import { lazyRetrying } from '@/ui/lazyRetrying';
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn } from '@/session/authSelectors';
import { GameSlotsContext, type GameSlots } from '@/ui/components/gameSlots';

const FavouriteButton = lazyRetrying(() => import('@/features/play/FavouriteButton'));
const LobbyShelves = lazyRetrying(() => import('@/features/play/LobbyShelves'));

const gameSlots: GameSlots = {
  CardAction: function CardAction({ game }) {
    const signedIn = useAppSelector(selectIsSignedIn);
    return signedIn ? (
      <Suspense fallback={null}>
        <FavouriteButton game={game} />
      </Suspense>
    ) : null;
  },
  LobbyShelves: function Shelves() {
    const signedIn = useAppSelector(selectIsSignedIn);
    return signedIn ? (
      <Suspense fallback={null}>
        <LobbyShelves />
      </Suspense>
    ) : null;
  },
};

/** Provides the app-wide slots to the pages below it. */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return <GameSlotsContext value={gameSlots}>{children}</GameSlotsContext>;
}
