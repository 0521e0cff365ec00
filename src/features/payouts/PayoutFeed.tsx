import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Skeleton } from '@/ui/primitives/Skeleton';
import Typography from '@mui/material/Typography';
import { useMessages } from '@/i18n/useMessages';
import { EmptyState } from '@/ui/components/EmptyState';
import { QueryState } from '@/ui/components/QueryState';
import { Section } from '@/ui/components/Section';
import { formatDate, formatMoney } from '@/ui/format';
import { payoutsMessages } from './messages';
import { useListPayoutsQuery } from './payoutsApi';

/** The public feed of recent payouts (player names masked by the server). */
export function PayoutFeed() {
  const t = useMessages(payoutsMessages);
  const feed = useListPayoutsQuery();
  return (
    <Section title={t('feedTitle')}>
      <QueryState
        query={feed}
        loading={<Skeleton variant="rounded" height={240} />}
        empty={<EmptyState message={t('feedEmpty')} />}
      >
        {(payouts) => (
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
        )}
      </QueryState>
    </Section>
  );
}
