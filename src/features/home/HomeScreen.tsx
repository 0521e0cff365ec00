import { toApiError } from '@/api/errors';
import { useMessages } from '@/i18n/useMessages';
import { CardGrid } from '@/ui/components/CardGrid';
import { EmptyState } from '@/ui/components/EmptyState';
import { ErrorState } from '@/ui/components/ErrorState';
import { GameCard } from '@/ui/components/GameCard';
import { PageHeader } from '@/ui/components/PageHeader';
import { PromotionCard } from '@/ui/components/PromotionCard';
import { Section } from '@/ui/components/Section';
import { QueryState } from '@/ui/components/QueryState';
import { SkeletonGrid } from '@/ui/components/SkeletonGrid';
import { TournamentCard } from '@/ui/components/TournamentCard';
import { BoostCards } from './BoostCards';
import { CounterTiles } from './CounterTiles';
import { useHomeGameShelfQuery, useHomePromotionsQuery, useHomeTournamentsQuery, type ShelfArgs } from './homeApi';
import { useHomePaths } from './homePaths';
import { selectCurrentPromotions, selectCurrentTournaments } from './homeSelectors';
import { JackpotTicker } from './JackpotTicker';
import { homeMessages } from './messages';

const POPULAR: ShelfArgs = { sort: 'popular', size: 12 };
const NEW: ShelfArgs = { sort: 'new', size: 6 };

/** A shelf of games (popular or new) linking into the lobby's game dialog. */
function GameShelf({ title, args }: { title: string; args: ShelfArgs }) {
  const t = useMessages(homeMessages);
  const paths = useHomePaths();
  const shelf = useHomeGameShelfQuery(args);
  return (
    <Section title={title} more={{ to: paths.games, label: t('allGames') }}>
      <QueryState query={shelf} loading={<SkeletonGrid count={args.size} />} empty={<EmptyState message={t('empty')} />}>
        {(games) => (
          <CardGrid>
            {games.map((game) => <GameCard key={game.id} game={game} to={paths.game(game.slug)} />)}
          </CardGrid>
        )}
      </QueryState>
    </Section>
  );
}

/** The current promotions (first few). */
function PromotionShelf() {
  const t = useMessages(homeMessages);
  const paths = useHomePaths();
  const { data, error, refetch } = useHomePromotionsQuery();
  const promotions = selectCurrentPromotions(data);
  if (!error && promotions.length === 0) return null;
  return (
    <Section title={t('promotions')} more={{ to: paths.promotions, label: t('allPromotions') }}>
      {error ? (
        <ErrorState message={toApiError(error)?.message} onRetry={() => void refetch()} />
      ) : (
        <CardGrid minColumnWidth={280} columns="fit">
          {promotions.map((promotion) => <PromotionCard key={promotion.id} promotion={promotion} />)}
        </CardGrid>
      )}
    </Section>
  );
}

/** Running and upcoming tournaments (first few). */
function TournamentShelf() {
  const t = useMessages(homeMessages);
  const paths = useHomePaths();
  const { data, error, refetch } = useHomeTournamentsQuery();
  const tournaments = selectCurrentTournaments(data);
  if (!error && tournaments.length === 0) return null;
  return (
    <Section title={t('tournaments')} more={{ to: paths.tournaments, label: t('allTournaments') }}>
      {error ? (
        <ErrorState message={toApiError(error)?.message} onRetry={() => void refetch()} />
      ) : (
        <CardGrid minColumnWidth={280} columns="fit">
          {tournaments.map((tournament) => <TournamentCard key={tournament.id} tournament={tournament} to={paths.tournament(tournament.id)} />)}
        </CardGrid>
      )}
    </Section>
  );
}

/** `/` and `/v1`: jackpots, counters, boosts, popular and new games, current promotions and tournaments. */
export default function HomeScreen() {
  const t = useMessages(homeMessages);
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <JackpotTicker label={t('jackpots')} />
      <GameShelf title={t('popularGames')} args={POPULAR} />
      <TournamentShelf />
      <GameShelf title={t('newGames')} args={NEW} />
      <PromotionShelf />
      <BoostCards title={t('boosts')} endsLabel={t('boostEnds')} />
      <CounterTiles title={t('counters')} />
    </>
  );
}
