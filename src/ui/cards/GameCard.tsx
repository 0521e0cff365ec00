import { memo, use } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/ui/navigation/RouterLink';
import type { Game } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { cardActionSx } from '@/ui/primitives/cardAction';
import { GameSlotsContext } from './gameSlots';
import { offscreenCard } from '@/ui/components/offscreenCard';
import { sharedMessages } from '@/ui/messages/sharedMessages';

/**
 * A badge on the artwork, in the top left corner and as wide as the card allows beside the heart: a small chip's look (24 px
 * pill, 13 px text cut with an ellipsis) from one style rule. MUI's Chip brings 10 to 20 rules per kind of badge for its
 * icon, avatar, delete button and states, which a label never uses, all inserted during the page's first commit.
 * Dark glass with white text keeps it readable (WCAG contrast) on any picture.
 */
const badge = {
  boxSizing: 'border-box',
  height: 24,
  // 6 px sides: «Популярное» stays whole beside the heart on a 360 px phone's two-column grid.
  px: 0.75,
  borderRadius: '12px',
  fontSize: '0.8125rem',
  lineHeight: '24px',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  bgcolor: 'rgba(0, 0, 0, 0.72)',
  color: '#fff',
  backdropFilter: 'blur(2px)',
} as const;

/** A game's artwork at its 4:3 ratio, filling the width: on the card and in the game's dialog. */
export const gameArtworkSx = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
} as const;

export interface GameCardProps {
  game: Game;
  /** Where opening the card leads (the lobby opens its game dialog from `?game=`). */
  to: string;
  /** One of the first cards of the page (in view at once): its picture loads at once, with high priority (LCP). */
  priority?: boolean;
  /** A card that starts off the first screen (a later page of a long grid): laid out and painted only near the viewport. */
  deferred?: boolean;
}

/** One game in a grid: thumbnail, title and provider; the whole card is one link. */
export const GameCard = memo(function GameCard({ game, to, priority = false, deferred = false }: GameCardProps) {
  const t = useMessages(sharedMessages);
  const { CardAction } = use(GameSlotsContext);
  return (
    <Card
      component="li"
      sx={{ height: '100%', listStyle: 'none', position: 'relative', ...(deferred ? offscreenCard : null) }}
      data-testid="game-card"
    >
      <ButtonBase component={RouterLink} to={to} aria-label={t('openGame', { title: game.title })} sx={cardActionSx}>
        <Box sx={{ position: 'relative' }}>
          <Box
            component="img"
            src={game.thumbnail_url}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            width={320}
            height={240}
            sx={{ ...gameArtworkSx, bgcolor: 'action.hover' }}
          />
          {/* One badge, in the top left corner (the heart keeps the top right; the bottom of the artwork names the
              provider). A game both new and popular says «Новинка»: two badges stacked covered the title drawn on
              the artwork, and a popular list's order already says which games are popular. */}
          {game.is_new || game.is_popular ? (
            <Box
              component="span"
              sx={{
                ...badge,
                position: 'absolute',
                top: 6,
                left: 6,
                // The heart's room only when the card has one (not for guests).
                maxWidth: CardAction ? 'calc(100% - 52px)' : 'calc(100% - 12px)',
              }}
              data-testid={game.is_new ? 'badge-new' : 'badge-popular'}
            >
              {t(game.is_new ? 'newBadge' : 'popularBadge')}
            </Box>
          ) : null}
        </Box>
        <Box sx={{ p: 1.25 }}>
          <Typography variant="subtitle2" component="h3" noWrap title={game.title}>
            {game.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {game.provider.name}
          </Typography>
        </Box>
      </ButtonBase>
      {/* A sibling of the link, not inside it: a button within a link is invalid and unreachable by keyboard. */}
      {CardAction ? (
        <Box sx={{ position: 'absolute', top: 6, right: 6 }}>
          <CardAction game={game} />
        </Box>
      ) : null}
    </Card>
  );
});
