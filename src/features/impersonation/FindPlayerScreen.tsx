import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import type { PlayerRef } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { ColumnHeads } from '@/ui/components/ColumnHeads';
import { PageHeader } from '@/ui/components/PageHeader';
import { SearchField, useSearchInput } from '@/ui/components/SearchField';
import { QueryState } from '@/ui/components/QueryState';
import { Skeleton } from '@/ui/primitives/Skeleton';
import { formatDate } from '@/ui/format';
import { useFindPlayersQuery } from './impersonationApi';
import LoginAsButton from './LoginAsButton';
import { impersonationMessages } from './messages';

function PlayersTable({ players }: { players: PlayerRef[] }) {
  const t = useMessages(impersonationMessages);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('playersTable')}>
        <ColumnHeads columns={[t('email'), t('name'), 'uuid', t('registered'), '']} />
        <TableBody>
          {players.map((player) => (
            <TableRow key={player.uuid} data-testid="player-row">
              <TableCell>{player.email}</TableCell>
              <TableCell>{player.name}</TableCell>
              <TableCell>
                <Box component="code" sx={{ fontSize: 12, overflowWrap: 'anywhere' }}>
                  {player.uuid}
                </Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(player.created_at)}</TableCell>
              <TableCell align="right">
                <LoginAsButton uuid={player.uuid} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /support/players: support finds a player by e-mail (or a part of it) or uuid and logs in as them. */
export default function FindPlayerScreen() {
  const t = useMessages(impersonationMessages);
  const { input, setInput, query } = useSearchInput();
  const found = useFindPlayersQuery(query.length >= 2 ? query : skipToken);
  return (
    <Box data-testid="support-players">
      <PageHeader title={t('playersTitle')} subtitle={t('playersSubtitle')} />
      <SearchField
        label={t('playersSearch')}
        value={input}
        onChange={setInput}
        testId="player-search"
        autoFocus
        fullWidth
        helperText={query.length < 2 ? t('playersHint') : ' '}
        sx={{ maxWidth: 560, mb: 2 }}
      />
      {query.length >= 2 ? (
        <QueryState query={found} loading={<Skeleton variant="rounded" height={120} />}>
          {({ data }) =>
            data.length === 0 ? (
              <Typography color="text.secondary">{t('playersEmpty', { q: query })}</Typography>
            ) : (
              <PlayersTable players={data} />
            )
          }
        </QueryState>
      ) : null}
    </Box>
  );
}
