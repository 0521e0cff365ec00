import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { toApiError } from '@/api/errors';
import { useMessages } from '@/i18n/useMessages';
import { EmptyState } from '@/ui/components/EmptyState';
import { ErrorState } from '@/ui/components/ErrorState';
import { Section } from '@/ui/components/Section';
import { formatDate, formatMoney } from '@/ui/format';
import { payoutsMessages } from './messages';
import { useListPayoutsQuery } from './payoutsApi';

/** The public feed of recent payouts (player names masked by the server). */
export function PayoutFeed() {
  const t = useMessages(payoutsMessages);
  const { data: payouts, error, isLoading, refetch } = useListPayoutsQuery();
  let body;
  if (isLoading) body = <Skeleton variant="rounded" height={240} />;
  else if (error) body = <ErrorState message={toApiError(error)?.message} onRetry={() => void refetch()} />;
  else if (!payouts || payouts.length === 0) body = <EmptyState message={t('feedEmpty')} />;
  else {
    body = (
      <Paper variant="outlined">
        <List dense disablePadding data-testid="payout-feed">
          {payouts.map((payout, index) => (
            <ListItem key={payout.id} divider={index < payouts.length - 1} sx={{ gap: 2 }}>
              <ListItemText
                primary={payout.player}
                secondary={`${payout.game_title} · ${formatDate(payout.created_at)}`}
                slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              />
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap', color: 'success.light' }}>
                {formatMoney(payout.amount, payout.currency_code)}
              </Typography>
            </ListItem>
          ))}
        </List>
      </Paper>
    );
  }
  return <Section title={t('feedTitle')}>{body}</Section>;
}
