import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';

/** A column's heading with how it sits: figures right-aligned, a width or a hidden column in `sx`. */
export interface ColumnHead {
  label: string;
  align?: 'right';
  sx?: SxProps<Theme>;
}

/**
 * A table's header row, one heading per column: its text alone, or with how it sits. An empty text heads a column
 * of buttons. Each heading is a column header (`th` with `scope="col"`, MUI's default in a table head).
 */
export function ColumnHeads({ columns }: { columns: readonly (string | ColumnHead)[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column, index) => {
          const head = typeof column === 'string' ? { label: column } : column;
          return (
            <TableCell key={index} align={head.align} sx={head.sx}>
              {head.label}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
