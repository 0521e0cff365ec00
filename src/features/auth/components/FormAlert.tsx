import Alert from '@mui/material/Alert';

/** The general message of a form (the server's `message`), rendered as text. */
export function FormAlert({
  message,
  severity = 'error',
}: {
  message: string | null;
  severity?: 'error' | 'success' | 'info';
}) {
  if (!message) return null;
  return (
    <Alert
      severity={severity}
      sx={{ mt: 1 }}
      role={severity === 'error' ? 'alert' : 'status'}
      data-testid="form-message"
    >
      {message}
    </Alert>
  );
}
