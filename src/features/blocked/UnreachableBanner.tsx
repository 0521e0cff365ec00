import { useCallback, useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { baseApi, tagTypes } from '@/api/baseApi';
import { useAppDispatch } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { maintenanceApi } from './maintenanceApi';
import { blockedMessages } from './messages';
import { RetryStatus } from './RetryStatus';
import { useRetryLoop } from './useRetryLoop';

/**
 * The API is out of reach (a network error, not an error answer): a banner over the page, which stays as it was
 * loaded, and a cheap public request (GET /maintenance) tried again with growing waits. Any answer ends the state
 * (the base query reports it); on leaving it every cached list is fetched again, the failed ones included.
 */
export default function UnreachableBanner() {
  const t = useMessages(blockedMessages);
  const dispatch = useAppDispatch();
  const check = useCallback(async (): Promise<boolean> => {
    const probe = await dispatch(
      maintenanceApi.endpoints.getMaintenance.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    return probe.error === undefined || !('status' in probe.error) || typeof probe.error.status === 'number';
  }, [dispatch]);
  const retry = useRetryLoop(check);

  useEffect(() => () => void dispatch(baseApi.util.invalidateTags([...tagTypes])), [dispatch]);

  return (
    <Box
      role="alert"
      data-blocked="unreachable"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        bgcolor: 'warning.dark',
        color: 'common.white',
        px: 2,
        py: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: { xs: 0.5, sm: 2 },
        textAlign: 'center',
      }}
    >
      <Typography sx={{ fontWeight: 700 }}>{t('unreachableTitle')}</Typography>
      <Typography variant="body2">{t('unreachableText')}</Typography>
      <RetryStatus retry={retry} compact />
    </Box>
  );
}
