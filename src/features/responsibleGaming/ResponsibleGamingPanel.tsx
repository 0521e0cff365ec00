import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { Skeleton } from '@/ui/primitives/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { toApiError } from '@/api/errors';
import { useAppSelector } from '@/app/hooks';
import { ActingAsNotice, useActingAsPlayer } from '@/session/actingAs';
import { selectIsSignedIn, selectUser } from '@/session/authSelectors';
import { useMessages } from '@/i18n/useMessages';
import { ErrorState } from '@/ui/components/ErrorState';
import { Section } from '@/ui/components/Section';
import { showErrorToast, showToast } from '@/ui/toast';
import { ExclusionCard } from './ExclusionCard';
import { LimitsCard } from './LimitsCard';
import { rgMessages } from './messages';
import {
  useGetResponsibleGamingQuery,
  useSelfExcludeMutation,
  useSetRealityCheckMutation,
  useTakeTimeOutMutation,
} from './rgApi';
import { exclusionMonths, realityCheckChoices, timeOutDurations, type TimeOutDuration } from './rgTypes';

const durationKey = { '24h': 'duration24h', '7d': 'duration7d', '30d': 'duration30d', '42d': 'duration42d' } as const;

/** The signed-in player's responsible-gaming tools (above the policy text): limits, reality check, time-out, self-exclusion. */
export default function ResponsibleGamingPanel() {
  const t = useMessages(rgMessages);
  const signedIn = useAppSelector(selectIsSignedIn);
  const currency = useAppSelector((state) => selectUser(state)?.currency.code) ?? 'USD'; // the code only: a balance push must not re-render this
  const overview = useGetResponsibleGamingQuery(signedIn ? undefined : skipToken);
  const [setRealityCheck, reality] = useSetRealityCheckMutation();
  const [takeTimeOut, timeOut] = useTakeTimeOutMutation();
  const [selfExclude, exclusion] = useSelfExcludeMutation();
  // An administrator acting as the player sees the tools disabled, with the reason above them.
  const refused = useActingAsPlayer();
  if (!signedIn) return null;

  let body;
  if (overview.isLoading) body = <Skeleton variant="rounded" height={320} />;
  else if (!overview.data)
    body = <ErrorState message={toApiError(overview.error)?.message} onRetry={() => void overview.refetch()} />;
  else {
    const data = overview.data;
    // The server's message names the end date; the app is already signed out when it shows.
    const excluded = async (request: Promise<{ message: string }>) => {
      try {
        showToast((await request).message, 'info');
      } catch (failure) {
        showErrorToast(failure);
      }
    };
    body = (
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <ActingAsNotice refused="limits" sx={{ gridColumn: { md: '1 / -1' } }} />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <LimitsCard
            limits={data.limits}
            currency={currency}
            coolingOffHours={data.cooling_off_hours}
            disabled={refused}
          />
        </Box>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, gridColumn: { md: '1 / -1' } }}
          data-testid="rg-reality-check"
        >
          <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
            {t('realityTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('realityHelp')}
          </Typography>
          <TextField
            select
            size="small"
            value={data.reality_check_minutes === null ? 'off' : String(data.reality_check_minutes)}
            disabled={reality.isLoading || refused}
            onChange={(e) => {
              const minutes = e.target.value === 'off' ? null : Number(e.target.value);
              setRealityCheck(minutes)
                .unwrap()
                .then(() => showToast(t('realitySaved'), 'success'), showErrorToast);
            }}
            slotProps={{ htmlInput: { 'aria-label': t('realityTitle'), 'data-testid': 'rg-reality-select' } }}
            sx={{ width: { xs: '100%', sm: 240 } }}
          >
            <MenuItem value="off">{t('realityOff')}</MenuItem>
            {[...new Set([...realityCheckChoices, ...(data.reality_check_minutes ? [data.reality_check_minutes] : [])])]
              .sort((a, b) => a - b)
              .map((m) => (
                <MenuItem key={m} value={String(m)}>
                  {t('minutes', { count: m })}
                </MenuItem>
              ))}
          </TextField>
        </Paper>
        <ExclusionCard
          testId="rg-time-out"
          title={t('timeOutTitle')}
          help={t('timeOutHelp')}
          choices={timeOutDurations.map((d) => ({ value: d, label: t(durationKey[d]) }))}
          action={t('takeTimeOut')}
          confirmText={(period) => t('confirmTimeOut', { period })}
          busy={timeOut.isLoading}
          disabled={refused}
          onConfirm={(value) => void excluded(takeTimeOut(value as TimeOutDuration).unwrap())}
        />
        <ExclusionCard
          testId="rg-self-exclusion"
          title={t('exclusionTitle')}
          help={t('exclusionHelp')}
          choices={exclusionMonths.map((m) => ({ value: String(m), label: t('months', { count: m }) }))}
          action={t('selfExclude')}
          confirmText={(period) => t('confirmExclusion', { period })}
          busy={exclusion.isLoading}
          disabled={refused}
          onConfirm={(value) => void excluded(selfExclude(Number(value)).unwrap())}
        />
      </Box>
    );
  }
  return (
    <Box data-testid="rg-panel" sx={{ mb: 2 }}>
      <Section title={t('panelTitle')}>{body}</Section>
    </Box>
  );
}
