import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { toApiError } from '@/api/errors';
import { Button } from '@/ui/primitives/Button';
import { Spinner } from '@/ui/primitives/Spinner';

/** The message to show for a failed code submission: the field's, else the server's, else the network one. */
export function codeErrorOf(failure: unknown, networkMessage: string): string {
  const apiError = toApiError(failure as Parameters<typeof toApiError>[0]);
  if (!apiError || apiError.status === 0) return networkMessage;
  return apiError.fieldErrors.one_time_code ?? apiError.message;
}

/**
 * A one-field form for a two-factor code (turning it on or off): `submit` gets the code and answers the message to
 * show when it failed, or null.
 */
export function CodeForm({
  label,
  submitLabel,
  cancelLabel,
  onCancel,
  submit,
  testId,
  children,
}: {
  label: string;
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  submit: (code: string) => Promise<string | null>;
  testId: string;
  children?: ReactNode;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const code = String(new FormData(event.currentTarget).get('one_time_code') ?? '').trim();
    setPending(true);
    setError(null);
    void submit(code).then((message) => {
      setPending(false);
      setError(message);
    });
  };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid={testId} aria-busy={pending} sx={{ mt: 2 }}>
      {children}
      <TextField
        name="one_time_code"
        label={label}
        autoComplete="one-time-code"
        required
        autoFocus
        error={error !== null}
        sx={{ maxWidth: 320 }}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, maxLength: 32 } }}
      />
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid="form-message">
          {error}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={pending}
          startIcon={pending ? <Spinner size={18} color="inherit" /> : null}
        >
          {submitLabel}
        </Button>
        <Button variant="text" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Stack>
    </Box>
  );
}
