import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import { Skeleton } from '@/ui/primitives/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { Paginated } from '@/api/types';
import { formatDate, formatMoney } from '../format';
import { ColumnHeads } from './ColumnHeads';
import { EmptyState } from './EmptyState';
import { QueryState, type QueryLike } from './QueryState';
import { Section } from './Section';
import type { PagedList } from './usePagedList';

/** One column of a history table. */
export interface HistoryColumn<Row> {
  /** The header text. */
  header: string;
  /** The cell of a row. */
  cell: (row: Row) => ReactNode;
  /** Figures are right-aligned. */
  align?: 'right';
  /** Dates and amounts never wrap. */
  noWrap?: boolean;
  /** A quieter header (an actions column). */
  quietHeader?: boolean;
}

/** A row of money moving in or out (a deposit, a withdrawal). */
export interface MoneyMovement {
  created_at: string;
  amount: string;
  currency_code: string;
  method: string;
}

/**
 * The columns every money movement shows: date, amount (in its currency), method and status (`statusCell`, a
 * coloured chip). `t` names the headers and, through `methodKeys`, the known methods; an unknown method shows as sent.
 */
export function movementColumns<Row extends MoneyMovement, MethodKey extends string>(
  t: (key: 'date' | 'amount' | 'method' | 'status' | MethodKey) => string,
  methodKeys: Readonly<Record<string, MethodKey>>,
  statusCell: (row: Row) => ReactNode,
): HistoryColumn<Row>[] {
  return [
    { header: t('date'), noWrap: true, cell: (row) => formatDate(row.created_at) },
    { header: t('amount'), align: 'right', noWrap: true, cell: (row) => formatMoney(row.amount, row.currency_code) },
    {
      header: t('method'),
      cell: (row) => (Object.hasOwn(methodKeys, row.method) ? t(methodKeys[row.method]!) : row.method),
    },
    { header: t('status'), cell: statusCell },
  ];
}

/** The texts of a paged table. */
export interface PagedTableTexts {
  /** The section's heading, also the table's accessible name. */
  title: string;
  /** Shown instead of the table when there is nothing to list. */
  empty: string;
  /** The accessible name of the pagination. */
  pages: string;
}

export interface PagedHistoryTableProps<Row extends { id: number | string }> {
  texts: PagedTableTexts;
  /** The page being shown, as `usePagedList` returns it. */
  list: PagedList<QueryLike<Paginated<Row>> & { isFetching: boolean }>;
  columns: readonly HistoryColumn<Row>[];
  /** `data-testid` of the table. */
  testId: string;
  /** Extra attributes of a row (test ids). */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | number>;
}

/**
 * A titled, paged table of the player's own history (deposits, withdrawals), newest first: a skeleton
 * while loading, the failure with «Повторить», an empty note, and page links when there is more than one.
 */
export function PagedHistoryTable<Row extends { id: number | string }>({
  texts,
  list,
  columns,
  testId,
  rowAttributes,
}: PagedHistoryTableProps<Row>) {
  return (
    <Section title={texts.title}>
      <QueryState
        query={list}
        loading={<Skeleton variant="rounded" height={160} />}
        empty={<EmptyState message={texts.empty} />}
        isEmpty={(page) => page.data.length === 0}
      >
        {(page) => (
          <>
            <TableContainer component={Paper} variant="outlined" sx={{ opacity: list.isFetching ? 0.6 : 1 }}>
              <Table size="small" aria-label={texts.title} data-testid={testId}>
                <ColumnHeads
                  columns={columns.map((column) => ({
                    label: column.header,
                    align: column.align,
                    sx: column.quietHeader ? { color: 'text.secondary' } : undefined,
                  }))}
                />
                <TableBody>
                  {page.data.map((row) => (
                    <TableRow key={row.id} {...rowAttributes?.(row)}>
                      {columns.map((column) => (
                        <TableCell
                          key={column.header}
                          align={column.align}
                          sx={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}
                        >
                          {column.cell(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {page.meta.last_page > 1 ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
                <Pagination
                  count={page.meta.last_page}
                  page={page.meta.current_page}
                  onChange={(_event, next) => list.onPageChange(next)}
                  size="small"
                  aria-label={texts.pages}
                />
              </Box>
            ) : null}
          </>
        )}
      </QueryState>
    </Section>
  );
}
