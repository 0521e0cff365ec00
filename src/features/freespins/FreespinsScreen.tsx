import Box from '@mui/material/Box';
import { toApiError } from '@/api/errors';
import { useMessages } from '@/i18n/useMessages';
import { AccountGate } from '@/session/AccountGate';
import { LoadState } from '@/ui/components/LoadState';
import { PageHeader } from '@/ui/components/PageHeader';
import { useGetFreespinsQuery } from './freespinsApi';
import { FreespinCard } from './FreespinCard';
import { freespinsMessages } from './messages';

/** The fetched list (mounted only for a signed-in user, so a guest sends no request). */
function FreespinList() {
  const t = useMessages(freespinsMessages);
  const { data, isLoading, error, refetch } = useGetFreespinsQuery();
  return (
    <LoadState isLoading={isLoading} error={toApiError(error)?.message} onRetry={refetch} isEmpty={data?.length === 0} emptyText={t('empty')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {data?.map((freespin) => <FreespinCard key={freespin.id} freespin={freespin} />)}
      </Box>
    </LoadState>
  );
}

/** /freespins: the player's free spins per game with usage and expiry. */
export default function FreespinsScreen() {
  const t = useMessages(freespinsMessages);
  return (
    <Box>
      <PageHeader title={t('title')} />
      <AccountGate guestText={t('guest')}>
        <FreespinList />
      </AccountGate>
    </Box>
  );
}
