import { use, useDeferredValue, type ReactNode } from 'react';
import { toApiError } from '@/api/errors';
import type { ScreenPrefetch } from '@/api/screenPrefetch';
import { siteApi } from '@/site/siteApi';
import { useMessages } from '@/i18n/useMessages';
import { CardGrid } from '@/ui/components/CardGrid';
import { EmptyState } from '@/ui/components/EmptyState';
import { ErrorState } from '@/ui/components/ErrorState';
import { GameCard } from '@/ui/cards/GameCard';
import { GameSlotsContext, WINS_FEED_HEIGHT } from '@/ui/cards/gameSlots';
import { preloadPriorityPictures, PRIORITY_CARDS } from '@/ui/cards/priorityPictures';
import { PageHeader } from '@/ui/components/PageHeader';
import { PromotionCard } from '@/ui/cards/PromotionCard';
import { Section } from '@/ui/components/Section';
import { QueryState, type QueryLike } from '@/ui/components/QueryState';
import { SkeletonGrid } from '@/ui/components/SkeletonGrid';
import { TournamentCard } from '@/ui/cards/TournamentCard';
import { WhenNearViewport } from '@/ui/components/WhenNearViewport';
import { BoostCards } from './BoostCards';
import { CounterTiles } from './CounterTiles';
import {
  homeApi,
  useHomeGameShelfQuery,
  useHomePromotionsQuery,
  useHomeTournamentsQuery,
  type ShelfArgs,
} from './homeApi';
import { useHomePaths } from './homePaths';
import { selectCurrentPromotions, selectCurrentTournaments } from './homeSelectors';
import { JackpotTicker } from './JackpotTicker';
import { homeMessages } from './messages';

const POPULAR: ShelfArgs = { sort: 'popular', size: 12 };
const NEW: ShelfArgs = { sort: 'new', size: 6 };
/** The narrowest a promotion or tournament card gets (px). */
const CURRENT_CARD_WIDTH = 280;
/** Measured heights of the cards (1440 px, one-line title), for the placeholders. */
const TOURNAMENT_CARD_HEIGHT = 176;
const PROMOTION_CARD_HEIGHT = 195;
/** Room held for a section below the fold until it renders (px): about a section's height; it is off screen anyway. */
const SECTION_RESERVE = 360;
/** The wins feed loads once its place is this close to the viewport: not with the first screen. */
const WINS_FEED_MARGIN = '200px 0px';

/**
 * The first screen's reads: the jackpots and the popular shelf (the rest waits until it nears the viewport), whose
 * first cards' pictures start downloading as soon as the shelf has arrived.
 */
export const prefetch: ScreenPrefetch = (dispatch) => {
  void dispatch(siteApi.util.prefetch('getJackpots', undefined, {}));
  dispatch(homeApi.endpoints.homeGameShelf.initiate(POPULAR, { subscribe: false }))
    .unwrap()
    .then(preloadPriorityPictures, () => undefined); // a failed read shows on the shelf itself
};

/** A shelf of games (popular or new) linking into the lobby's game dialog. */
function GameShelf({ title, args, priority = false }: { title: string; args: ShelfArgs; priority?: boolean }) {
  const t = useMessages(homeMessages);
  const paths = useHomePaths();
  const shelf = useHomeGameShelfQuery(args);
  return (
    <Section title={title} more={{ to: paths.games, label: t('allGames') }}>
      <QueryState
        query={shelf}
        loading={<SkeletonGrid count={args.size} />}
        empty={<EmptyState message={t('empty')} />}
      >
        {(games) => (
          <CardGrid>
            {games.map((game, index) => (
              <GameCard
                key={game.id}
                game={game}
                to={paths.game(game.slug)}
                priority={priority && index < PRIORITY_CARDS}
              />
            ))}
          </CardGrid>
        )}
      </QueryState>
    </Section>
  );
}

/**
 * A shelf of what is current (promotions, tournaments): placeholder cards of the real cards' height until the first
 * answer, so the shelves below do not jump when it lands (CLS); hidden when nothing is current; a failure shows with
 * «Повторить».
 */
function CurrentShelf<T>({
  title,
  more,
  query,
  cardHeight,
  children,
}: {
  title: string;
  more: { to: string; label: string };
  query: { data: T[]; isLoading: boolean; error: QueryLike<T[]>['error']; refetch: () => unknown };
  /** The rendered card's height at one line of title (px), for the placeholders. */
  cardHeight: number;
  children: (items: T[]) => ReactNode;
}) {
  // Built in a background render, like QueryState's content: the answer's store update only schedules it.
  const isLoading = useDeferredValue(query.isLoading);
  const items = useDeferredValue(query.data);
  if (isLoading) {
    return (
      <Section title={title} more={more}>
        <SkeletonGrid count={3} minColumnWidth={CURRENT_CARD_WIDTH} columns="fit" cardHeight={cardHeight} />
      </Section>
    );
  }
  if (!query.error && items.length === 0) return null;
  return (
    <Section title={title} more={more}>
      {query.error ? (
        <ErrorState message={toApiError(query.error)?.message} onRetry={() => void query.refetch()} />
      ) : (
        <CardGrid minColumnWidth={CURRENT_CARD_WIDTH} columns="fit">
          {children(items)}
        </CardGrid>
      )}
    </Section>
  );
}

/** The current promotions (first few). */
function PromotionShelf() {
  const t = useMessages(homeMessages);
  const paths = useHomePaths();
  const { data, isLoading, error, refetch } = useHomePromotionsQuery();
  return (
    <CurrentShelf
      title={t('promotions')}
      more={{ to: paths.promotions, label: t('allPromotions') }}
      query={{ data: selectCurrentPromotions(data), isLoading, error, refetch }}
      cardHeight={PROMOTION_CARD_HEIGHT}
    >
      {(promotions) => promotions.map((promotion) => <PromotionCard key={promotion.id} promotion={promotion} />)}
    </CurrentShelf>
  );
}

/** Running and upcoming tournaments (first few). */
function TournamentShelf() {
  const t = useMessages(homeMessages);
  const paths = useHomePaths();
  const { data, isLoading, error, refetch } = useHomeTournamentsQuery();
  return (
    <CurrentShelf
      title={t('tournaments')}
      more={{ to: paths.tournaments, label: t('allTournaments') }}
      query={{ data: selectCurrentTournaments(data), isLoading, error, refetch }}
      cardHeight={TOURNAMENT_CARD_HEIGHT}
    >
      {(tournaments) =>
        tournaments.map((tournament) => (
          <TournamentCard key={tournament.id} tournament={tournament} to={paths.tournament(tournament.id)} />
        ))
      }
    </CurrentShelf>
  );
}

/**
 * `/` and `/v1`: jackpots, counters, boosts, popular and new games, current promotions and tournaments. What the first
 * screen shows renders (and asks the API) at once; each section below it when the reader scrolls near it.
 */
export default function HomeScreen() {
  const t = useMessages(homeMessages);
  const { WinsFeed } = use(GameSlotsContext);
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <JackpotTicker label={t('jackpots')} />
      <GameShelf title={t('popularGames')} args={POPULAR} priority />
      <WhenNearViewport reserveHeight={SECTION_RESERVE}>
        <TournamentShelf />
      </WhenNearViewport>
      <WhenNearViewport reserveHeight={SECTION_RESERVE}>
        <GameShelf title={t('newGames')} args={NEW} />
      </WhenNearViewport>
      {WinsFeed ? (
        <WhenNearViewport reserveHeight={WINS_FEED_HEIGHT} margin={WINS_FEED_MARGIN}>
          <WinsFeed />
        </WhenNearViewport>
      ) : null}
      <WhenNearViewport reserveHeight={SECTION_RESERVE}>
        <PromotionShelf />
      </WhenNearViewport>
      <WhenNearViewport reserveHeight={SECTION_RESERVE}>
        <BoostCards title={t('boosts')} endsLabel={t('boostEnds')} />
      </WhenNearViewport>
      <WhenNearViewport reserveHeight={SECTION_RESERVE}>
        <CounterTiles title={t('counters')} />
      </WhenNearViewport>
    </>
  );
}
