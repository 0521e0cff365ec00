import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { toApiError } from '@/api/errors';
import { useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import { useMessages } from '@/i18n/useMessages';
import { selectJackpots } from '@/site/siteSelectors';
import { useGetJackpotsQuery } from '@/site/siteApi';
import { EmptyState } from '@/ui/components/EmptyState';
import { ErrorState } from '@/ui/components/ErrorState';
import { PageHeader } from '@/ui/components/PageHeader';
import { Section } from '@/ui/components/Section';
import { formatMoney } from '@/ui/format';
import { homeOf, useGeneration } from '@/ui/navigation/generation';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { Skeleton } from '@/ui/primitives/Skeleton';
import { Button } from '@/ui/primitives/Button';
import { stateMessages } from '@/ui/messages/stateMessages';
import { JackpotWinners } from './JackpotWinners';
import { useGetJackpotQuery } from './jackpotsApi';
import { jackpotsMessages } from './messages';
import { NotFoundState } from '@/ui/components/NotFoundState';
import { BackLink } from '@/ui/navigation/BackLink';
import { parseRouteId } from '@/ui/navigation/routeId';

const labelSx = { display: 'block', mb: 0.5 } as const;

/**
 * /jackpots/:id and /v1/jackpots/:id: the jackpot's amount (moved live by JackpotsUpdated, as the ticker is), how many
 * games carry it with a link to the lobby filtered to them, and its latest winners.
 */
export default function JackpotScreen() {
  const t = useMessages(jackpotsMessages);
  const states = useMessages(stateMessages);
  const generation = useGeneration();
  const locale = useAppSelector(selectLocale);
  const id = parseRouteId(useParams().id);
  const { data, error, isLoading, refetch } = useGetJackpotQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  useGetJackpotsQuery();
  const live = useAppSelector(selectJackpots)?.find((jackpot) => jackpot.id === id);
  const jackpot = live ?? data?.jackpot;

  // A win restarts the jackpot (its live amount drops): the winners list has a new entry. The names of the jackpot
  // and its games come in the interface language.
  const amount = live ? Number(live.amount) : undefined;
  const seen = useRef({ amount, locale });
  useEffect(() => {
    const before = seen.current;
    seen.current = { amount, locale };
    const restarted = amount !== undefined && before.amount !== undefined && amount < before.amount;
    if (data && (restarted || locale !== before.locale)) void refetch();
  }, [amount, locale, data, refetch]);

  const apiError = toApiError(error);
  const back = <BackLink to={homeOf(generation)} label={t('back')} />;
  if (id === undefined || apiError?.status === 404) {
    return <NotFoundState title={t('notFound')} hint={t('notFoundHint')} back={back} />;
  }
  if (isLoading || !jackpot) {
    if (apiError) return <ErrorState message={apiError.message} onRetry={() => void refetch()} />;
    return (
      <Box role="status" aria-label={states('loading')}>
        <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '40%' }} />
        <Skeleton variant="rounded" height={140} sx={{ my: 2 }} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  }
  if (apiError || !data) return <ErrorState message={apiError?.message} onRetry={() => void refetch()} />;

  return (
    <>
      <Box sx={{ mb: 1 }}>{back}</Box>
      <PageHeader title={jackpot.name} subtitle={t('subtitle')} />
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 3 },
          mb: 4,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
          alignItems: 'end',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.dark}33, ${theme.palette.secondary.dark}33)`,
        }}
      >
        <Box>
          <Typography variant="caption" color="text.secondary" sx={labelSx}>
            {t('amount')}
          </Typography>
          <Typography
            variant="h3"
            component="p"
            color="primary"
            data-testid="jackpot-amount"
            sx={{
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              overflowWrap: 'anywhere',
              fontSize: { xs: '2rem', sm: '3rem' },
            }}
          >
            {formatMoney(jackpot.amount, jackpot.currency_code, { numbersIn: locale })}
          </Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" sx={labelSx}>
            {t('games')}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600, mb: 1 }} data-testid="jackpot-games-count">
            {t('gamesCount', { count: data.games_count })}
          </Typography>
          <Button
            component={RouterLink}
            to={`${generation}/games?jackpot=${jackpot.id}`}
            variant="contained"
            data-testid="jackpot-games-link"
          >
            {t('showGames')}
          </Button>
        </Box>
      </Paper>
      <Section title={t('winners')}>
        {data.winners.length === 0 ? (
          <EmptyState message={t('noWinners')} />
        ) : (
          <JackpotWinners winners={data.winners} locale={locale} hidden={t('hidden')} />
        )}
      </Section>
    </>
  );
}
