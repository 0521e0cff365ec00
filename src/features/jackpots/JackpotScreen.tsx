import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
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
import { DetailPageSkeleton } from '@/ui/components/DetailPageSkeleton';
import { Button } from '@/ui/primitives/Button';
import { JackpotWinners } from './JackpotWinners';
import { useGetJackpotQuery } from './jackpotsApi';
import { jackpotsMessages } from './messages';
import { NotFoundState } from '@/ui/components/NotFoundState';
import { BackLink } from '@/ui/navigation/BackLink';
import { parseRouteId } from '@/ui/navigation/routeId';

const labelSx = { display: 'block', mb: 0.5 } as const;
/** Wide enough for the jackpot and its winners side by side; wider, the two would drift apart. */
const pageSx = { maxWidth: 1080, containerType: 'inline-size' } as const;
/**
 * The jackpot (amount, then where it can be won) beside its winners when the page has the room (a container query:
 * the first generation's narrow layout keeps one column on a wide screen), one column otherwise.
 */
const layoutSx = {
  display: 'grid',
  columnGap: 4,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@container (min-width: 760px)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' },
} as const;
const heroSx = {
  p: { xs: 2, sm: 3 },
  mb: 4,
  background: (theme: Theme) =>
    `linear-gradient(135deg, ${theme.palette.primary.dark}33, ${theme.palette.secondary.dark}33)`,
} as const;
const amountSx = {
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  fontSize: { xs: '2rem', sm: '3rem' },
} as const;

/**
 * /jackpots/:id and /v1/jackpots/:id: the jackpot's amount (moved live by JackpotsUpdated, as the ticker is), how many
 * games carry it with a link to the lobby filtered to them, and its latest winners.
 */
export default function JackpotScreen() {
  const t = useMessages(jackpotsMessages);
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
    return <DetailPageSkeleton titleWidth="40%" bodyHeight={240} />;
  }
  if (apiError || !data) return <ErrorState message={apiError?.message} onRetry={() => void refetch()} />;

  return (
    <Box sx={pageSx}>
      <Box sx={{ mb: 1 }}>{back}</Box>
      <PageHeader title={jackpot.name} subtitle={t('subtitle')} />
      <Box sx={layoutSx}>
        <Paper variant="outlined" sx={heroSx}>
          <Typography variant="caption" color="text.secondary" sx={labelSx}>
            {t('amount')}
          </Typography>
          <Typography variant="h3" component="p" color="primary" data-testid="jackpot-amount" sx={amountSx}>
            {formatMoney(jackpot.amount, jackpot.currency_code, { numbersIn: locale })}
          </Typography>
          <Divider sx={{ my: 2 }} />
          <Typography variant="caption" color="text.secondary" sx={labelSx}>
            {t('games')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
            <Typography
              variant="h5"
              component="p"
              sx={{ fontWeight: 600, mr: 'auto' }}
              data-testid="jackpot-games-count"
            >
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
      </Box>
    </Box>
  );
}
