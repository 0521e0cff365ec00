import { TournamentCard } from '@/ui/cards/TournamentCard';
import { WideCardsPage } from '@/ui/components/WideCardsPage';
import { tournamentsMessages } from './messages';
import { useTournamentPaths } from './tournamentPaths';
import { useListTournamentsQuery } from './tournamentsApi';
import { selectOrderedTournaments } from './tournamentsSelectors';

/** /tournaments and /v1/tournaments: running, upcoming and finished tournaments with live countdowns. */
export default function TournamentsScreen() {
  const paths = useTournamentPaths();
  const list = useListTournamentsQuery();
  return (
    <WideCardsPage messages={tournamentsMessages} query={list}>
      {(data) =>
        selectOrderedTournaments(data).map((tournament) => (
          <TournamentCard key={tournament.id} tournament={tournament} to={paths.detail(tournament.id)} />
        ))
      }
    </WideCardsPage>
  );
}
