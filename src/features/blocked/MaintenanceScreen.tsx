import { useCallback, useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { baseApi, tagTypes } from '@/api/baseApi';
import { apiBlocked } from '@/api/blockedAnswer';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { maintenanceEnded } from '@/site/blockedSlice';
import { Countdown } from '@/ui/components/Countdown';
import { formatDate } from '@/ui/format/date';
import { useNow } from '@/ui/components/useNow';
import { BlockedPage } from './BlockedPage';
import { maintenanceApi } from './maintenanceApi';
import { blockedMessages } from './messages';
import { RetryStatus } from './RetryStatus';
import { useRetryLoop } from './useRetryLoop';

/**
 * The maintenance screen (docs/blocked-states.md): the expected end and a countdown to it, and GET /maintenance asked
 * again with growing waits until it says the site is back (the `MaintenanceChanged` push usually says so first).
 * On leaving, every cached list is fetched again: what the page showed before may have changed meanwhile.
 */
export default function MaintenanceScreen() {
  const t = useMessages(blockedMessages);
  const dispatch = useAppDispatch();
  const until = useAppSelector((state) => state.blocked.until);

  const check = useCallback(async (): Promise<boolean> => {
    const state = await dispatch(
      maintenanceApi.endpoints.getMaintenance.initiate(undefined, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    if (state.enabled) dispatch(apiBlocked({ kind: 'maintenance', until: state.until }));
    else dispatch(maintenanceEnded());
    return !state.enabled;
  }, [dispatch]);
  const retry = useRetryLoop(check);

  useEffect(() => () => void dispatch(baseApi.util.invalidateTags([...tagTypes])), [dispatch]);

  // Past the expected end the countdown gives way to «any moment now», re-read every second.
  const now = useNow(1000);
  const overdue = until !== null && Date.parse(until) <= now;
  return (
    <BlockedPage state="maintenance" title={t('maintenanceTitle')}>
      <Typography color="text.secondary">{t('maintenanceText')}</Typography>
      <Box sx={{ my: 3 }} data-testid="maintenance-end">
        {until ? (
          <>
            <Typography sx={{ mb: 1 }}>{t('maintenanceUntil', { time: formatDate(until) })}</Typography>
            {overdue ? (
              <Typography color="text.secondary">{t('maintenanceOverdue')}</Typography>
            ) : (
              <Countdown to={until} label={t('maintenanceLeft')} large />
            )}
          </>
        ) : (
          <Typography color="text.secondary">{t('maintenanceUnknownEnd')}</Typography>
        )}
      </Box>
      <RetryStatus retry={retry} />
    </BlockedPage>
  );
}
