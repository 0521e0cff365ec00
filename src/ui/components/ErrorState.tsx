import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMessages } from '@/i18n/useMessages';
import { stateMessages } from './stateMessages';

export interface ErrorStateProps {
  /** What went wrong (the server's message when there is one). */
  message?: string;
  onRetry?: () => void;
}

/** An error box with a retry button, for a failed load. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const t = useMessages(stateMessages);
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : undefined
      }
    >
      {message ?? t('loadFailed')}
    </Alert>
  );
}
