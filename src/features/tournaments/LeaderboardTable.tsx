import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import type { LeaderboardRow } from '@/api/types';
import { useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import { formatCount, type Locale } from '@/i18n/messages';
import { useMessages } from '@/i18n/useMessages';
import { ColumnHeads } from '@/ui/components/ColumnHeads';
import { maskedNameParts, SoftBreaks } from '@/ui/components/SoftBreaks';
import { currencyDecimals, formatMoney, scaleDecimal } from '@/ui/format';
import { tournamentsMessages } from './messages';
import { Pill } from '@/ui/primitives/Pill';

export interface LeaderboardTableProps {
  rows: LeaderboardRow[];
  /** the viewer's own row: pinned below the rows when it is not among them */
  me?: LeaderboardRow | null;
  currencyCode: string;
  /** the tournament's prize pool: a place's share of it ("50%") is shown as the amount it is */
  prizePool?: string;
  caption: string;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const SHARE = /^(\d+(?:\.\d+)?)\s*%$/;

/**
 * A prize is money when it is a decimal string, and a share of the pool ("30%") is that part of the pool in money
 * (a player wants to know what they win); anything else (e.g. "Freespins x50") is shown as given.
 */
function prizeText(prize: string, currencyCode: string, pool: string | undefined): string {
  if (DECIMAL.test(prize)) return formatMoney(prize, currencyCode);
  const share = SHARE.exec(prize)?.[1];
  if (share === undefined || pool === undefined) return prize;
  return formatMoney(scaleDecimal(pool, share, '100', currencyDecimals(currencyCode)), currencyCode);
}

/**
 * A prize written with its currency code after it («0.25000000 USDT»): on a phone the code goes under the
 * amount, so an 8-decimal crypto prize fits the column instead of running out of the table.
 */
function Prize({ text, currencyCode }: { text: string; currencyCode: string }) {
  const suffix = `\u00a0${currencyCode}`;
  if (!text.endsWith(suffix)) return text;
  return (
    <>
      {text.slice(0, -suffix.length)}
      <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
        {suffix}
      </Box>
    </>
  );
}

/** One leaderboard row; the viewer's own row is highlighted and says so. */
function Row({
  row,
  currencyCode,
  prizePool,
  locale,
  pinned = false,
}: {
  row: LeaderboardRow;
  currencyCode: string;
  prizePool: string | undefined;
  locale: Locale;
  pinned?: boolean;
}) {
  const t = useMessages(tournamentsMessages);
  const mine = row.me === true;
  return (
    <TableRow
      data-testid={mine ? 'leaderboard-me' : undefined}
      aria-label={mine ? `${t('yourRank')}: ${row.rank}` : undefined}
      selected={mine}
      sx={{
        ...(row.rank <= 3 ? { '& td': { fontWeight: 600 } } : {}),
        ...(pinned ? { '& td': { fontWeight: 600, borderTop: 2, borderTopColor: 'primary.main' } } : {}),
      }}
    >
      <TableCell>{row.rank}</TableCell>
      {/* A long name wraps at its mask, and breaks inside a word only when nothing else fits. */}
      <TableCell sx={{ overflowWrap: 'break-word' }}>
        <SoftBreaks parts={maskedNameParts(row.name)} />
        {mine ? <Pill size="small" color="primary" label={t('you')} sx={{ ml: 1, height: 20 }} /> : null}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCount(row.score, locale)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {row.prize ? (
          <Prize text={prizeText(row.prize, currencyCode, prizePool)} currencyCode={currencyCode} />
        ) : (
          t('noPrize')
        )}
      </TableCell>
    </TableRow>
  );
}

/** The leaderboard: rank, player (masked by the server), score and prize; the viewer's own rank pinned below. */
export function LeaderboardTable({ rows, me, currencyCode, prizePool, caption }: LeaderboardTableProps) {
  const t = useMessages(tournamentsMessages);
  // Read once for the table: a store subscription per row would run on every push.
  const locale = useAppSelector(selectLocale);
  return (
    // On a phone the table may scroll sideways (long crypto amounts): a keyboard reaches that scrolling too.
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={caption}>
      <Table
        size="small"
        aria-label={caption}
        data-testid="leaderboard"
        sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
      >
        <ColumnHeads
          columns={[
            { label: t('rank'), sx: { width: { xs: 48, sm: 72 } } },
            t('player'),
            { label: t('score'), align: 'right' },
            { label: t('prize'), align: 'right' },
          ]}
        />
        <TableBody>
          {rows.map((row) => (
            <Row key={row.rank} row={row} currencyCode={currencyCode} prizePool={prizePool} locale={locale} />
          ))}
          {me && !rows.some((row) => row.rank === me.rank) ? (
            <>
              <TableRow aria-hidden="true">
                <TableCell
                  colSpan={4}
                  align="center"
                  sx={{ color: 'text.secondary', py: 0.5, borderBottomStyle: 'dashed' }}
                >
                  ⋯
                </TableCell>
              </TableRow>
              <Row row={me} currencyCode={currencyCode} prizePool={prizePool} locale={locale} pinned />
            </>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
