import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMessages } from '@/i18n/useMessages';
import { ColumnHeads } from '@/ui/components/ColumnHeads';
import { formatDate, formatMoney } from '@/ui/format';
import { rgMessages } from './messages';
import { limitPeriodKeys, limitTypeKeys, type Limit } from './rgTypes';

/**
 * Below 600 px five columns do not fit (amounts were cut to «500,»): each limit becomes a small block, type and
 * period on the first line, the amount and its use under their labels, a pending change under them.
 */
const stackedOnPhones: SxProps<Theme> = {
  display: { xs: 'block', sm: 'table' },
  '& thead': { display: { xs: 'none', sm: 'table-header-group' } },
  '& tbody': { display: { xs: 'block', sm: 'table-row-group' } },
  '& tbody tr': {
    display: { xs: 'grid', sm: 'table-row' },
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: 2,
    py: { xs: 1, sm: 0 },
    borderBottom: { xs: 1, sm: 0 },
    borderColor: 'divider',
  },
  '& tbody td': {
    display: { xs: 'block', sm: 'table-cell' },
    borderBottom: { xs: 0 },
    px: { xs: 0 },
    py: { xs: 0.25 },
  },
  '& tbody td[data-label]': { textAlign: { xs: 'left', sm: 'right' } },
  '& tbody td[data-label]::before': {
    content: { xs: 'attr(data-label)', sm: 'none' },
    display: 'block',
    typography: 'caption',
    color: 'text.secondary',
  },
  '& tbody td[data-pending]': { gridColumn: '1 / -1', '&:empty': { display: { xs: 'none', sm: 'table-cell' } } },
};

/** The current limits with their use and pending changes: a table, stacked blocks on phones. */
export function LimitsTable({ limits, currency }: { limits: Limit[]; currency: string }) {
  const t = useMessages(rgMessages);
  return (
    <Table size="small" aria-label={t('limitsTitle')} sx={stackedOnPhones}>
      <ColumnHeads
        columns={[
          t('limitType'),
          t('limitPeriod'),
          { label: t('limitAmount'), align: 'right' },
          { label: t('used'), align: 'right' },
          '',
        ]}
      />
      <TableBody>
        {limits.map((limit) => (
          <TableRow key={`${limit.type}-${limit.period}`} data-testid="rg-limit-row">
            <TableCell sx={{ fontWeight: { xs: 600, sm: 'inherit' } }}>{t(limitTypeKeys[limit.type])}</TableCell>
            <TableCell sx={{ fontWeight: { xs: 600, sm: 'inherit' } }}>{t(limitPeriodKeys[limit.period])}</TableCell>
            <TableCell data-label={t('limitAmount')} sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(limit.amount, currency)}
            </TableCell>
            <TableCell data-label={t('used')} sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(limit.used, currency)}
            </TableCell>
            <TableCell data-pending="" sx={{ color: 'warning.light' }} data-testid="rg-limit-pending">
              {limit.pending_from
                ? limit.pending_amount === null
                  ? t('pendingRemoval', { date: formatDate(limit.pending_from) })
                  : t('pending', {
                      date: formatDate(limit.pending_from),
                      amount: formatMoney(limit.pending_amount, currency),
                    })
                : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
