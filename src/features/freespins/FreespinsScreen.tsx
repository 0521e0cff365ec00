import Box from '@mui/material/Box';
import { useMessages } from '@/i18n/useMessages';
import { accountScreen } from '@/session/AccountPage';
import { Loading } from '@/ui/components/Loading';
import { QueryState } from '@/ui/components/QueryState';
import { useGetFreespinsQuery } from './freespinsApi';
import { FreespinCard } from './FreespinCard';
import { freespinsMessages } from './messages';

/** The fetched list (mounted only for a signed-in user, so a guest sends no request). */
function FreespinList() {
  const t = useMessages(freespinsMessages);
  const freespins = useGetFreespinsQuery();
  return (
    <QueryState query={freespins} loading={<Loading />} empty={t('empty')}>
      {(freespins) => (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {freespins.map((freespin) => (
            <FreespinCard key={freespin.id} freespin={freespin} />
          ))}
        </Box>
      )}
    </QueryState>
  );
}

/** /freespins: the player's free spins per game with usage and expiry. */
export default accountScreen(freespinsMessages, FreespinList);
