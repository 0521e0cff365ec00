import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useGetCountersQuery } from '@/site/siteApi';
import { useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import { Section } from '@/ui/components/Section';

/**
 * Site counters (players online, games, payouts…) as number tiles; hidden when the server has none. Players online
 * is the header's figure: the presence channel's members, live while signed in (the server counts the same channel).
 */
export function CounterTiles({ title }: { title: string }) {
  const { data: counters } = useGetCountersQuery();
  const locale = useAppSelector(selectLocale);
  const presence = useAppSelector((state) => state.realtime.onlineMemberIds?.length ?? null);
  if (!counters || counters.length === 0) return null;
  const numbers = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US');
  return (
    <Section title={title}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(min(150px, 100%), 1fr))' }}>
        {counters.map((counter) => (
          <Paper key={counter.key} variant="outlined" sx={{ p: 2 }} data-testid="counter">
            <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {numbers.format(counter.key === 'players_online' && presence !== null ? presence : counter.value)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {counter.label}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Section>
  );
}
