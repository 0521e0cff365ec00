import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { defineMessages } from '@/i18n/messages';
import { useMessages } from '@/i18n/useMessages';

const messages = defineMessages({
  ru: { loading: 'Загрузка…', failed: 'Не удалось загрузить данные.', retry: 'Повторить' },
  en: { loading: 'Loading…', failed: 'Could not load the data.', retry: 'Retry' },
});

export interface LoadStateProps {
  isLoading: boolean;
  /** The failure to show (a message from the server when there is one). */
  error?: string | undefined;
  onRetry?: () => void;
  /** True when the data arrived but has nothing to show. */
  isEmpty?: boolean;
  emptyText?: string;
  children: ReactNode;
}

/** Loading spinner, error with retry, empty text, or the content: the four states of a fetched list. */
export function LoadState({ isLoading, error, onRetry, isEmpty = false, emptyText, children }: LoadStateProps) {
  const t = useMessages(messages);
  if (isLoading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('loading')}</Typography>
      </Box>
    );
  }
  if (error !== undefined) {
    return (
      <Alert
        severity="error"
        action={onRetry ? <Button color="inherit" size="small" onClick={onRetry}>{t('retry')}</Button> : undefined}
      >
        {error || t('failed')}
      </Alert>
    );
  }
  if (isEmpty) {
    return <Typography color="text.secondary" sx={{ py: 3 }}>{emptyText}</Typography>;
  }
  return <>{children}</>;
}
