import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A quiet box saying that a list is empty, with an optional call to action below. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{message}</Typography>
      {children}
    </Paper>
  );
}
