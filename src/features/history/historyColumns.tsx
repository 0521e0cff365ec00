import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HistoryEntry } from '@/api/types';
import type { HistoryColumn } from '@/ui/components/PagedHistoryTable';
import { formatDate, formatMoney } from '@/ui/format';
import type { historyMessages } from './messages';

type Translate = (key: keyof (typeof historyMessages)['ru']) => string;

const isIncome = (amount: string): boolean => !amount.startsWith('-') && !/^0*\.?0*$/.test(amount);

/** The signed amount: money in is green with a plus. */
function Amount({ row }: { row: HistoryEntry }) {
  const income = isIncome(row.amount);
  return (
    <Box component="span" sx={{ color: income ? 'success.main' : 'text.primary', whiteSpace: 'nowrap' }}>
      {income ? '+' : ''}
      {formatMoney(row.amount, row.currency_code)}
    </Box>
  );
}

function Operation({ row, t, withDate }: { row: HistoryEntry; t: Translate; withDate: boolean }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {t(`kind_${row.kind}`)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {row.description}
      </Typography>
      {withDate ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {formatDate(row.created_at)}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * The history's columns: date, movement, amount and the balance after it; on a phone two columns (the movement with
 * its date, the amount with the balance under it), so nothing scrolls sideways at 360 px.
 */
export function historyColumns(t: Translate, compact: boolean): HistoryColumn<HistoryEntry>[] {
  if (compact)
    return [
      { header: t('operation'), cell: (row) => <Operation row={row} t={t} withDate /> },
      {
        header: `${t('amount')} / ${t('balance')}`,
        align: 'right',
        cell: (row) => (
          <>
            <Amount row={row} />
            <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(row.balance, row.currency_code)}
            </Typography>
          </>
        ),
      },
    ];
  return [
    { header: t('date'), noWrap: true, cell: (row) => formatDate(row.created_at) },
    { header: t('operation'), cell: (row) => <Operation row={row} t={t} withDate={false} /> },
    { header: t('amount'), align: 'right', noWrap: true, cell: (row) => <Amount row={row} /> },
    { header: t('balance'), align: 'right', noWrap: true, cell: (row) => formatMoney(row.balance, row.currency_code) },
  ];
}
