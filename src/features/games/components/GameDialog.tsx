import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Skeleton } from '@/ui/primitives/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { skipToken } from '@reduxjs/toolkit/query';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { toApiError } from '@/api/errors';
import { generationOf } from '@/ui/navigation/generation';
import { playPath } from '@/ui/navigation/playPath';
import { useMessages } from '@/i18n/useMessages';
import { useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import { formatPercent } from '@/ui/format/percent';
import { useGetGameQuery } from '@/api/gameApi';
import { gamesMessages } from '../messages';
import { useCataloguePaths } from '../routePrefix';
import { Button } from '@/ui/primitives/Button';
import { PillButton } from '@/ui/primitives/Pill';
import { gameArtworkSx } from '@/ui/cards/GameCard';

export interface GameDialogProps {
  /** The open game's slug; the dialog is closed when undefined. */
  slug: string | undefined;
  onClose: () => void;
}

/** A game's card opened over the lobby: picture, provider, tags and RTP (play and demo open the game page). */
export function GameDialog({ slug, onClose }: GameDialogProps) {
  const t = useMessages(gamesMessages);
  const locale = useAppSelector(selectLocale);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const paths = useCataloguePaths();
  const playTo = (mode: 'demo' | 'real') => playPath(generationOf(paths.lobby), slug ?? '', mode);
  const { data: game, error, isFetching } = useGetGameQuery(slug ?? skipToken);
  const apiError = toApiError(error);
  return (
    <Dialog
      open={slug !== undefined}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="game-dialog-title"
    >
      <DialogTitle id="game-dialog-title">{game?.title ?? (apiError ? t('gameNotFound') : '…')}</DialogTitle>
      <DialogContent>
        {apiError ? (
          <Alert severity="error">{apiError.status === 404 ? t('gameNotFound') : apiError.message}</Alert>
        ) : !game || isFetching ? (
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
        ) : (
          <Box>
            <Box
              component="img"
              src={game.thumbnail_url}
              alt={game.title}
              width={640}
              height={480}
              sx={{ ...gameArtworkSx, borderRadius: 1, mb: 2 }}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
              {game.tags.map((tag) => (
                <PillButton
                  key={tag.slug}
                  label={tag.name}
                  component={RouterLink}
                  to={paths.tag(tag.slug)}
                  size="small"
                />
              ))}
            </Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('rtp')}: {formatPercent(game.rtp, locale, { decimals: 2 })}
            </Typography>
            <Button component={RouterLink} to={paths.provider(game.provider.slug)} size="small" sx={{ px: 0 }}>
              {t('moreFromProvider', { name: game.provider.name })}
            </Button>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        {/* The game page decides real vs demo: guests and unverified players are told why real money waits. */}
        <Button component={RouterLink} to={playTo('demo')} disabled={!game} data-testid="play-demo">
          {t('playDemo')}
        </Button>
        <Button variant="contained" component={RouterLink} to={playTo('real')} disabled={!game} data-testid="play-real">
          {t('play')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
