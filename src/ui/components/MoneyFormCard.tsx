import type { FormEvent, ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface MoneyFormCardProps {
  /** Names the test ids and the heading's id: `${name}-form`, `${name}-form-title`, `${name}-balance`. */
  name: string;
  title: string;
  /** The balance line under the heading, already worded. */
  balance: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * A money form (deposit, withdrawal) on its own card: the heading that names the form for assistive technology too,
 * the player's balance under it, then the fields. The browser's own validation is off: the form words its errors.
 */
export function MoneyFormCard({ name, title, balance, onSubmit, children }: MoneyFormCardProps) {
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={onSubmit}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid={`${name}-form`}
      aria-labelledby={`${name}-form-title`}
    >
      <Typography id={`${name}-form-title`} component="h2" variant="h5" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid={`${name}-balance`}>
        {balance}
      </Typography>
      {children}
    </Paper>
  );
}
