/**
 * The slots every page may show: what the play feature adds to the catalogue (hearts on cards, favourites
 * and recent shelves), loaded lazily and for signed-in players only (a guest sees neither, so a guest's
 * visit does not load them). Slots of a single screen are filled by its module in ./composed.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { lazyPart } from '@/ui/lazyRetrying';
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn } from '@/session/authSelectors';
import { GameSlotsContext, WINS_FEED_HEIGHT, type GameSlots } from '@/ui/cards/gameSlots';

const FavouriteButton = lazyPart(() => import('@/features/play/FavouriteButton'));
const LobbyShelves = lazyPart(() => import('@/features/play/LobbyShelves'));
const WinsFeed = lazyPart(() => import(/* webpackChunkName: "wins-feed" */ './composed/WinsFeedSlot'));

const gameSlots: GameSlots = {
  CardAction: function CardAction({ game }) {
    const signedIn = useAppSelector(selectIsSignedIn);
    return signedIn ? <FavouriteButton game={game} /> : null;
  },
  LobbyShelves: function Shelves() {
    const signedIn = useAppSelector(selectIsSignedIn);
    return signedIn ? <LobbyShelves /> : null;
  },
  WinsFeed: function WinsFeedSlot() {
    // The same height before and after the chunk arrives: the page below never moves.
    return (
      <Box sx={{ height: WINS_FEED_HEIGHT, pb: 4, boxSizing: 'border-box', overflow: 'hidden' }}>
        <WinsFeed />
      </Box>
    );
  },
};

/** Provides the app-wide slots to the pages below it. */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return <GameSlotsContext value={gameSlots}>{children}</GameSlotsContext>;
}
