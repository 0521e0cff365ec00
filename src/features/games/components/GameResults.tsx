import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { toApiError } from '@/api/errors';
import { useMessages } from '@/i18n/useMessages';
import { buttonSx } from '@/ui/primitives/buttonLook';
import { CardGrid } from '@/ui/components/CardGrid';
import { EmptyState } from '@/ui/components/EmptyState';
import { ErrorState } from '@/ui/components/ErrorState';
import { GameCard } from '@/ui/cards/GameCard';
import { SkeletonCard, SkeletonGrid } from '@/ui/components/SkeletonGrid';
import { canObserveViewport } from '@/ui/components/WhenNearViewport';
import { offscreenCard } from '@/ui/components/offscreenCard';
import { Spinner } from '@/ui/primitives/Spinner';
import { GAMES_PER_PAGE, useListGamesInfiniteQuery, type GameListFilters } from '../gamesApi';
import { makeSelectLoadedGames, selectHasMoreGames, selectTotalGames } from '../gamesSelectors';
import { LOBBY_PARAMS, withParam } from '../lobbyParams';
import { gamesMessages } from '../messages';
import { LoadMoreSentinel } from './LoadMoreSentinel';
import { PRIORITY_CARDS } from '@/ui/cards/priorityPictures';

/** The place of a card not drawn yet (below a phone's first screen): a box the height of the smallest card. */
const waitingCard = { listStyle: 'none', ...offscreenCard } as const;

/**
 * About how many cards the first screen holds, from the window's size (columns of at least 150 px and a gap, rows of
 * at most 180 px): 10 on a phone, the whole page on a desktop. Generous on purpose: a card short of it would be seen
 * arriving.
 */
function firstScreenCards(): number {
  if (typeof window === 'undefined') return GAMES_PER_PAGE;
  const columns = Math.max(1, Math.floor(window.innerWidth / 166));
  const rows = Math.ceil(window.innerHeight / 180);
  return Math.min(GAMES_PER_PAGE, columns * rows);
}

/**
 * «N games found», or an empty line of the same height while the total is unknown (the grid below never moves). It is
 * the results' heading (h2): the cards' h3 titles then follow a level-2 heading, not the page's h1. The live region
 * inside it stays the same element from the empty line to the count, so the count is announced.
 */
function TotalLine({ total }: { total: number | undefined }) {
  const t = useMessages(gamesMessages);
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ mb: 1.5 }}
      component="h2"
      data-testid={total !== undefined ? 'games-total' : undefined}
    >
      <span role="status">{total !== undefined ? t('found', { count: total }) : '\u00a0'}</span>
    </Typography>
  );
}

/**
 * «Показать ещё», or a spinner and «Загружаем ещё…» while the next page loads, in one cell as wide as the wider of the
 * two: the button keeps its width, so it does not move (a layout shift) each time a page is asked for.
 */
function LoadMoreLabel({ loading }: { loading: boolean }) {
  const t = useMessages(gamesMessages);
  // Hidden by visibility, so the hidden label still sizes the cell but is neither seen nor read out.
  const shown = (visible: boolean) =>
    ({
      gridArea: '1 / 1',
      visibility: visible ? 'visible' : 'hidden',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 1,
    }) as const;
  return (
    <Box component="span" sx={{ display: 'grid' }}>
      <Box component="span" sx={shown(!loading)}>
        {t('loadMore')}
      </Box>
      <Box component="span" sx={shown(loading)}>
        {/* The spinner turns only while it shows; its place is kept either way. */}
        {loading ? <Spinner size={16} color="inherit" /> : <Box component="span" sx={{ width: 16, height: 16 }} />}
        {t('loadingMore')}
      </Box>
    </Box>
  );
}

export interface GameResultsProps {
  filters: GameListFilters;
  onResetFilters?: () => void;
}

/** The filtered game grid: skeletons, then pages that load as the user scrolls, with empty and error states. */
export function GameResults({ filters, onResetFilters }: GameResultsProps) {
  const t = useMessages(gamesMessages);
  const location = useLocation();
  const selectLoadedGames = useMemo(() => makeSelectLoadedGames(), []);
  const {
    data: answered,
    error,
    isLoading,
    isFetching,
    isFetchingNextPage,
    hasNextPage,
    fetchNextPage,
    refetch,
    isError,
  } = useListGamesInfiniteQuery(filters);
  // The grid is the lobby's heaviest render: it is built in a background render that yields to the browser every
  // few milliseconds, not inside the store update that brought the answer (which would hold the page for the
  // whole grid). Until then the skeletons stay.
  const data = useDeferredValue(answered);
  const games = selectLoadedGames(data);
  const total = selectTotalGames(data);
  const params = new URLSearchParams(location.search);
  const gameLink = (slug: string) => `${location.pathname}?${withParam(params, LOBBY_PARAMS.game, slug).toString()}`;
  // What is on screen decides whether to ask for more: while the background render has not caught up with the
  // answers, the placeholders of the page that just came stay in view, and asking again would fetch page after page
  // unseen.
  const shownAll = data === answered;
  // The grid's first commit draws the first screen's cards only (on a phone, a fifth of the page): their pictures, the
  // largest paint, come before the rest of the page and the next page's placeholders are built, which follow in a
  // background render. Until then their places are empty boxes, off screen.
  const [firstScreenOnly, setFirstScreenOnly] = useState(true);
  const drawn = firstScreenOnly ? firstScreenCards() : Infinity;
  useEffect(() => {
    if (firstScreenOnly && games.length > 0) startTransition(() => setFirstScreenOnly(false));
  }, [firstScreenOnly, games.length]);
  const more = selectHasMoreGames(data);
  const loadMore = () => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  };
  // The next page's places are held by placeholders from the start, so its cards take them without pushing anything
  // on screen down (a wide screen shows the end of the first page, and the next is asked for at once). The first one
  // carries the sentinel that asks for that page as it nears the viewport. A browser that cannot tell (no
  // IntersectionObserver) loads pages only from the «show more» button, so it gets no placeholders.
  const upcoming =
    more && !isError && canObserveViewport()
      ? Math.min(GAMES_PER_PAGE, Math.max(1, (total ?? Infinity) - games.length))
      : 0;

  if (isLoading || (answered !== undefined && data === undefined)) {
    return (
      <Box>
        <TotalLine total={undefined} />
        <SkeletonGrid count={12} />
      </Box>
    );
  }
  if (isError && games.length === 0)
    return <ErrorState message={toApiError(error)?.message} onRetry={() => void refetch()} />;
  if (games.length === 0) {
    return (
      <EmptyState message={t('noGames')}>
        {onResetFilters ? (
          <ButtonBase focusRipple onClick={onResetFilters} sx={[buttonSx({ variant: 'outlined' }), { mt: 2 }]}>
            {t('resetFilters')}
          </ButtonBase>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <Box aria-busy={isFetching}>
      <TotalLine total={total} />
      <Box sx={{ opacity: isFetching && !isFetchingNextPage ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <CardGrid>
          {games.map((game, index) =>
            index < drawn ? (
              <GameCard
                key={game.id}
                game={game}
                to={gameLink(game.slug)}
                priority={index < PRIORITY_CARDS}
                deferred={index >= GAMES_PER_PAGE}
              />
            ) : (
              <Box key={game.id} component="li" aria-hidden sx={waitingCard} />
            ),
          )}
          {Array.from({ length: upcoming }, (_, index) =>
            // Keyed by place in the list: when a page comes, its placeholders go and the next page's are new ones (a
            // placeholder kept and moved down would count as a layout shift).
            firstScreenOnly ? (
              <Box key={`place-${games.length + index}`} component="li" aria-hidden sx={waitingCard} />
            ) : (
              <SkeletonCard key={`place-${games.length + index}`} component="li" pulse={isFetchingNextPage}>
                {index === 0 ? (
                  <LoadMoreSentinel onVisible={loadMore} disabled={isFetching || !shownAll} shown={games.length} />
                ) : null}
              </SkeletonCard>
            ),
          )}
        </CardGrid>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        {isError ? (
          <ErrorState message={toApiError(error)?.message} onRetry={loadMore} />
        ) : more ? (
          <ButtonBase
            focusRipple
            onClick={loadMore}
            disabled={isFetchingNextPage}
            sx={buttonSx({ variant: 'outlined' })}
          >
            <LoadMoreLabel loading={isFetchingNextPage} />
          </ButtonBase>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('endOfList')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
