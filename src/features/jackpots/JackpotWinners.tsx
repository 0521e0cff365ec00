import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Win } from '@/api/types';
import type { Locale } from '@/i18n/messages';
import { formatDate, formatMoney } from '@/ui/format';

/**
 * A jackpot's latest winners as the wins feed shows them: the public name, or «Скрыт» / "Hidden" when the winner hides
 * it (the server has already masked it and left out players hiding their wins). Each on two lines, who and how much
 * over where and when, so the column beside the jackpot holds the date whole.
 */
export function JackpotWinners({ winners, locale, hidden }: { winners: Win[]; locale: Locale; hidden: string }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }} data-testid="jackpot-winners">
      {winners.map((win) => (
        <Box
          component="li"
          key={win.id}
          data-testid="jackpot-winner"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) auto',
            columnGap: 2,
            alignItems: 'baseline',
            px: 2,
            py: 1.25,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Typography
            noWrap
            sx={{ gridRow: 1, fontStyle: win.player === null ? 'italic' : undefined }}
            color={win.player === null ? 'text.secondary' : 'text.primary'}
          >
            {win.player ?? hidden}
          </Typography>
          <Typography color="warning.light" sx={{ gridRow: 1, gridColumn: 2, fontWeight: 700, textAlign: 'right' }}>
            {formatMoney(win.amount, win.currency_code, { numbersIn: locale })}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap sx={{ gridColumn: '1 / -1', gridRow: 2 }}>
            {`${win.game.title} · ${formatDate(win.won_at)}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
