import { useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGetBoostsQuery } from '@/site/siteApi';
import { CardGrid } from '@/ui/components/CardGrid';
import { Countdown } from '@/ui/components/Countdown';
import { Section } from '@/ui/components/Section';

/** Running boosts with their multiplier and time left; hidden when there are none. */
export function BoostCards({ title, endsLabel }: { title: string; endsLabel: string }) {
  // Like the shelves, drawn in a background render rather than inside the answer's store update.
  const boosts = useDeferredValue(useGetBoostsQuery().data);
  if (!boosts || boosts.length === 0) return null;
  return (
    <Section title={title}>
      <CardGrid minColumnWidth={240} columns="fit">
        {boosts.map((boost) => (
          <Card component="li" key={boost.id} variant="outlined" sx={{ listStyle: 'none' }} data-testid="boost">
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {boost.title}
                </Typography>
                <Typography variant="h6" component="p" color="secondary" sx={{ fontWeight: 700 }}>
                  ×{boost.multiplier}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {boost.description}
              </Typography>
              <Countdown to={boost.ends_at} label={endsLabel} />
            </CardContent>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
