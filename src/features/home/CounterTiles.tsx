import { useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useGetCountersQuery } from '@/site/siteApi';
import { useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import { formatCount } from '@/i18n/messages';
import { Section } from '@/ui/components/Section';
import { useMessages } from '@/i18n/useMessages';
import { homeMessages } from './messages';

/** Counters whose label the site words itself, agreeing with the number ("1 турнир идёт", "5 турниров идут"). */
const WORDED = ['players_online', 'games_total', 'payouts_today', 'tournaments_running'] as const;
type WordedKey = `counter_${(typeof WORDED)[number]}`;
const wordedKey = (key: string): WordedKey | null =>
  (WORDED as readonly string[]).includes(key) ? (`counter_${key}` as WordedKey) : null;

/** Site counters (players online, games, payouts…) as number tiles, labels in the plural form of the number; hidden when the server has none. */
export function CounterTiles({ title }: { title: string }) {
  // Like the shelves, drawn in a background render rather than inside the answer's store update.
  const counters = useDeferredValue(useGetCountersQuery().data);
  const locale = useAppSelector(selectLocale);
  const t = useMessages(homeMessages);
  const presence = useAppSelector((state) => state.realtime.onlineMemberIds?.length ?? null);
  if (!counters || counters.length === 0) return null;
  return (
    <Section title={title}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(min(150px, 100%), 1fr))' }}>
        {counters.map((counter) => {
          const worded = wordedKey(counter.key);
          const value = counter.key === 'players_online' && presence !== null ? presence : counter.value;
          // «0 игроков онлайн» says nothing to a guest (who is not counted): the tile shows once someone is.
          if (counter.key === 'players_online' && value === 0) return null;
          return (
            <Paper key={counter.key} variant="outlined" sx={{ p: 2 }} data-testid="counter">
              <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {formatCount(value, locale)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {worded ? t(worded, { count: value }) : counter.label}
              </Typography>
            </Paper>
          );
        })}
      </Box>
    </Section>
  );
}
