import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Skeleton } from '@/ui/primitives/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { selectJackpotsBySize } from '@/site/siteSelectors';
import { useGetJackpotsQuery } from '@/site/siteApi';
import { formatMoney } from '@/ui/format/money';
import { useGeneration } from '@/ui/navigation/generation';
import { RouterLink } from '@/ui/navigation/RouterLink';

/** The live jackpots: fetched once, then moved by JackpotsUpdated pushes (folded by the site slice); each opens its page. */
export function JackpotTicker({ label }: { label: string }) {
  const { isError } = useGetJackpotsQuery();
  const generation = useGeneration();
  const jackpots = useAppSelector(selectJackpotsBySize);
  if (isError && !jackpots) return null;
  return (
    <Box
      role="region"
      aria-label={label}
      // Scrolls sideways on narrow screens: focusable so keyboard users can scroll it too.
      tabIndex={0}
      sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, mb: 3, scrollSnapType: 'x mandatory' }}
      data-testid="jackpot-ticker"
    >
      {jackpots
        ? jackpots.map((jackpot) => (
            <Paper
              key={jackpot.id}
              variant="outlined"
              component={RouterLink}
              to={`${generation}/jackpots/${jackpot.id}`}
              data-testid="jackpot-tile"
              sx={{
                color: 'inherit',
                textDecoration: 'none',
                '&:hover, &:focus-visible': { borderColor: 'primary.main' },
                flex: '0 0 auto',
                minWidth: 200,
                px: 2,
                py: 1.5,
                scrollSnapAlign: 'start',
                background: (theme) =>
                  `linear-gradient(135deg, ${theme.palette.primary.dark}33, ${theme.palette.secondary.dark}33)`,
              }}
            >
              <Typography variant="caption" color="text.secondary" component="div">
                {jackpot.name}
              </Typography>
              <Typography variant="h6" component="div" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}>
                {formatMoney(jackpot.amount, jackpot.currency_code)}
              </Typography>
            </Paper>
          ))
        : Array.from({ length: 4 }, (_, i) => (
            // The tile's own box and type sizes, so the answer replaces it without moving anything. Keys of their own: a
            // placeholder keyed like a jackpot's id would become that jackpot's tile and slide to its place (a layout shift).
            <Paper key={`placeholder-${i}`} variant="outlined" sx={{ flex: '0 0 auto', minWidth: 200, px: 2, py: 1.5 }}>
              <Typography variant="caption" component="div">
                <Skeleton width={60} />
              </Typography>
              <Typography variant="h6" component="div">
                <Skeleton width={150} />
              </Typography>
            </Paper>
          ))}
    </Box>
  );
}
