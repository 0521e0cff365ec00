import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { DetailPageSkeleton } from '@/ui/components/DetailPageSkeleton';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { toApiError } from '@/api/errors';
import { useMessages } from '@/i18n/useMessages';
import { Countdown } from '@/ui/components/Countdown';
import { EmptyState } from '@/ui/components/EmptyState';
import { ErrorState } from '@/ui/components/ErrorState';
import { PageHeader } from '@/ui/components/PageHeader';
import { Section } from '@/ui/components/Section';
import { sharedMessages } from '@/ui/messages/sharedMessages';
import { countdownTarget } from '@/ui/cards/tournamentTiming';
import { TournamentStatusChip } from '@/ui/cards/TournamentStatusChip';
import { formatDate, formatMoney } from '@/ui/format';
import { LeaderboardTable } from './LeaderboardTable';
import { tournamentsMessages } from './messages';
import { useTournamentPaths } from './tournamentPaths';
import { useGetTournamentQuery } from './tournamentsApi';
import { selectRankedLeaderboard } from './tournamentsSelectors';
import { NotFoundState } from '@/ui/components/NotFoundState';
import { BackLink } from '@/ui/navigation/BackLink';
import { parseRouteId } from '@/ui/navigation/routeId';

/** /tournaments/:id: prize pool, dates, a live countdown and the leaderboard. */
export default function TournamentScreen() {
  const t = useMessages(tournamentsMessages);
  const shared = useMessages(sharedMessages);
  const paths = useTournamentPaths();
  const id = parseRouteId(useParams().id);
  const { data, error, isLoading, refetch } = useGetTournamentQuery(id ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const leaderboard = selectRankedLeaderboard(data?.leaderboard);
  const apiError = toApiError(error);
  const back = <BackLink to={paths.list} label={t('back')} />;

  if (id === undefined || apiError?.status === 404) {
    return <NotFoundState title={t('notFound')} hint={t('notFoundHint')} back={back} />;
  }
  if (isLoading) {
    return <DetailPageSkeleton titleWidth="60%" bodyHeight={320} />;
  }
  if (apiError || !data) return <ErrorState message={apiError?.message} onRetry={() => void refetch()} />;

  const { tournament } = data;
  const target = countdownTarget(tournament);
  return (
    <>
      <Box sx={{ mb: 1 }}>{back}</Box>
      <PageHeader
        title={tournament.title}
        subtitle={t('period', { from: formatDate(tournament.starts_at), to: formatDate(tournament.ends_at) })}
        actions={<TournamentStatusChip status={tournament.status} />}
      />
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 3 },
          mb: 3,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            {shared('prizePool')}
          </Typography>
          <Typography
            variant="h4"
            component="p"
            color="primary"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
            data-testid="prize-pool"
          >
            {formatMoney(tournament.prize_pool, tournament.currency_code)}
          </Typography>
        </Box>
        {target ? (
          <Countdown large to={target.to} label={shared(target.kind === 'start' ? 'startsIn' : 'endsIn')} />
        ) : (
          <Box>
            <Typography variant="caption" color="text.secondary" component="div">
              {shared('endsIn')}
            </Typography>
            <Typography variant="h4" component="p">
              {shared('finished')}
            </Typography>
          </Box>
        )}
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('players')}
          </Typography>
          <Typography variant="h4" component="p">
            {tournament.players_count}
          </Typography>
        </Box>
      </Paper>
      <Typography sx={{ mb: 3, whiteSpace: 'pre-line' }}>{tournament.description}</Typography>
      <Section title={shared('leaderboard')}>
        {leaderboard.length === 0 ? (
          <EmptyState message={t('leaderboardEmpty')} />
        ) : (
          <LeaderboardTable
            rows={leaderboard}
            me={data.me}
            currencyCode={tournament.currency_code}
            prizePool={tournament.prize_pool}
            caption={shared('leaderboard')}
          />
        )}
      </Section>
    </>
  );
}
