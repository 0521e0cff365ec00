import { useMessages } from '@/i18n/useMessages';
import { CardGrid } from '@/ui/components/CardGrid';
import { EmptyState } from '@/ui/components/EmptyState';
import { PageHeader } from '@/ui/components/PageHeader';
import { QueryState } from '@/ui/components/QueryState';
import { SkeletonGrid } from '@/ui/components/SkeletonGrid';
import { TournamentCard } from '@/ui/cards/TournamentCard';
import { tournamentsMessages } from './messages';
import { useTournamentPaths } from './tournamentPaths';
import { useListTournamentsQuery } from './tournamentsApi';
import { selectOrderedTournaments } from './tournamentsSelectors';

/** /tournaments and /v1/tournaments: running, upcoming and finished tournaments with live countdowns. */
export default function TournamentsScreen() {
  const t = useMessages(tournamentsMessages);
  const paths = useTournamentPaths();
  const list = useListTournamentsQuery();
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <QueryState
        query={list}
        loading={<SkeletonGrid count={6} minColumnWidth={280} aspectRatio="2 / 1" />}
        empty={<EmptyState message={t('empty')} />}
      >
        {(data) => (
          <CardGrid minColumnWidth={280}>
            {selectOrderedTournaments(data).map((tournament) => (
              <TournamentCard key={tournament.id} tournament={tournament} to={paths.detail(tournament.id)} />
            ))}
          </CardGrid>
        )}
      </QueryState>
    </>
  );
}
