import { memo, useMemo } from 'react';
import { createSelector } from '@reduxjs/toolkit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Game } from '@/api/types';
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn } from '@/session/authSelectors';
import { useMessages } from '@/i18n/useMessages';
import { playMessages } from './messages';
import { useListFavouritesQuery, useSetFavouriteMutation } from './playApi';
import { IconButton } from '@/ui/primitives/Button';

/** The heart on a game card (signed-in players only): adds or removes the game from the server-side favourites. */
export const FavouriteButton = memo(function FavouriteButton({ game }: { game: Game }) {
  const t = useMessages(playMessages);
  const signedIn = useAppSelector(selectIsSignedIn);
  // One shared GET /favourites for every card; each card selects only its own flag.
  const selectIsFavourite = useMemo(
    () =>
      createSelector(
        [(result: { data?: Game[] }) => result.data],
        (list) => list?.some((g) => g.slug === game.slug) ?? false,
      ),
    [game.slug],
  );
  const { isFavourite } = useListFavouritesQuery(signedIn ? undefined : skipToken, {
    selectFromResult: (result) => ({ isFavourite: selectIsFavourite(result) }),
  });
  const [setFavourite, { isLoading }] = useSetFavouriteMutation();
  if (!signedIn) return null;
  return (
    <IconButton
      aria-label={t(isFavourite ? 'removeFavourite' : 'addFavourite', { title: game.title })}
      aria-pressed={isFavourite}
      data-testid="favourite-button"
      disabled={isLoading}
      onClick={() => void setFavourite({ game, on: !isFavourite })}
      size="small"
      sx={{
        bgcolor: 'rgba(0, 0, 0, 0.6)',
        color: isFavourite ? 'error.light' : '#fff',
        '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.8)' },
      }}
    >
      {isFavourite ? <FavoriteIcon fontSize="small" /> : <FavoriteBorderIcon fontSize="small" />}
    </IconButton>
  );
});

/** Default export for lazy loading from the app's game slots. */
export default FavouriteButton;
