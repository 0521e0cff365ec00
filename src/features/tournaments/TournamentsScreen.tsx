import { toApiError } from '@/api/errors';
import { useMessages } from '@/i18n/useMessages';
import { CardGrid } from '@/ui/components/CardGrid';
import { EmptyState } from '@/ui/components/EmptyState';
import { ErrorState } from '@/ui/components/ErrorState';
import { PageHeader } from '@/ui/components/PageHeader';
import { SkeletonGrid } from '@/ui/components/SkeletonGrid';
import { TournamentCard } from '@/ui/components/TournamentCard';
import { tournamentsMessages } from './messages';
import { useTournamentPaths } from './tournamentPaths';
import { useListTournamentsQuery } from './tournamentsApi';
import { selectOrderedTournaments } from './tournamentsSelectors';

/** /tournaments and /v1/tournaments: running, upcoming and finished tournaments with live countdowns. */
export default function TournamentsScreen() {
  const t = useMessages(tournamentsMessages);
  const paths = useTournamentPaths();
  const { data, error, isLoading, refetch } = useListTournamentsQuery();
  const tournaments = selectOrderedTournaments(data);
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {isLoading ? (
        <SkeletonGrid count={6} minColumnWidth={280} aspectRatio="2 / 1" />
      ) : error ? (
        <ErrorState message={toApiError(error)?.message} onRetry={() => void refetch()} />
      ) : tournaments.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <CardGrid minColumnWidth={280}>
          {tournaments.map((tournament) => (
            <TournamentCard key={tournament.id} tournament={tournament} to={paths.detail(tournament.id)} />
          ))}
        </CardGrid>
      )}
    </>
  );
}
