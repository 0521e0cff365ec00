import Box from '@mui/material/Box';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Game } from '@/api/types';
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn } from '@/session/authSelectors';
import { useMessages } from '@/i18n/useMessages';
import { CardGrid } from '@/ui/components/CardGrid';
import { GameCard } from '@/ui/cards/GameCard';
import { Section } from '@/ui/components/Section';
import { playMessages } from './messages';
import { useListFavouritesQuery, useListRecentGamesQuery } from './playApi';
import { useGeneration } from '@/ui/navigation/generation';
import { playPath } from '@/ui/navigation/playPath';

/** Cards shown per shelf: one row on a wide screen. */
const SHELF_SIZE = 6;

function Shelf({ title, games, testId }: { title: string; games: Game[] | undefined; testId: string }) {
  const prefix = useGeneration();
  if (!games || games.length === 0) return null;
  return (
    <Box data-testid={testId}>
      <Section title={title}>
        <CardGrid>
          {games.slice(0, SHELF_SIZE).map((game) => (
            <GameCard key={game.slug} game={game} to={playPath(prefix, game.slug)} />
          ))}
        </CardGrid>
      </Section>
    </Box>
  );
}

/** The signed-in player's favourites and recently played games above the lobby grid (hidden when empty). */
export default function LobbyShelves() {
  const t = useMessages(playMessages);
  const signedIn = useAppSelector(selectIsSignedIn);
  const favourites = useListFavouritesQuery(signedIn ? undefined : skipToken);
  const recent = useListRecentGamesQuery(signedIn ? undefined : skipToken);
  if (!signedIn) return null;
  return (
    <>
      <Shelf title={t('favouritesTitle')} games={favourites.data} testId="favourites-shelf" />
      <Shelf title={t('recentTitle')} games={recent.data} testId="recent-shelf" />
    </>
  );
}
