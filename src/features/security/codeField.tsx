import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { toApiError } from '@/api/errors';
import { Button } from '@/ui/primitives/Button';
import { Spinner } from '@/ui/primitives/Spinner';

/** What a code form sends: the code, and the current password when the form asks for it. */
export interface CodeFormValues {
  one_time_code: string;
  current_password?: string;
}

/** A refused submission: the message to show and the field it is about (marked as wrong), if any. */
export interface CodeFormError {
  message: string;
  field: keyof CodeFormValues | null;
}

/** The error to show for a failed code submission: the password's, else the code's, else the server's or network one. */
export function codeErrorOf(failure: unknown, networkMessage: string): CodeFormError {
  const apiError = toApiError(failure as Parameters<typeof toApiError>[0]);
  if (!apiError || apiError.status === 0) return { message: networkMessage, field: null };
  const { current_password: password, one_time_code: code } = apiError.fieldErrors;
  if (password) return { message: password, field: 'current_password' };
  if (code) return { message: code, field: 'one_time_code' };
  return { message: apiError.message, field: null };
}

/**
 * A form for a two-factor code (turning it on or off), with the current password above it when `passwordLabel` is
 * given: `submit` gets the values and answers the error to show when it failed, or null.
 */
export function CodeForm({
  label,
  passwordLabel,
  submitLabel,
  cancelLabel,
  onCancel,
  submit,
  testId,
  children,
}: {
  label: string;
  passwordLabel?: string;
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  submit: (values: CodeFormValues) => Promise<CodeFormError | null>;
  testId: string;
  children?: ReactNode;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<CodeFormError | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const code = String(form.get('one_time_code') ?? '').trim();
    const values: CodeFormValues =
      passwordLabel === undefined
        ? { one_time_code: code }
        : { one_time_code: code, current_password: String(form.get('current_password') ?? '') };
    setPending(true);
    setError(null);
    void submit(values).then((refusal) => {
      setPending(false);
      setError(refusal);
    });
  };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid={testId} aria-busy={pending} sx={{ mt: 2 }}>
      {children}
      <Stack sx={{ gap: 2, maxWidth: 320 }}>
        {passwordLabel === undefined ? null : (
          <TextField
            name="current_password"
            type="password"
            label={passwordLabel}
            autoComplete="current-password"
            required
            autoFocus
            error={error?.field === 'current_password'}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        )}
        <TextField
          name="one_time_code"
          label={label}
          autoComplete="one-time-code"
          required
          autoFocus={passwordLabel === undefined}
          error={error?.field === 'one_time_code' || (error !== null && error.field === null)}
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false, maxLength: 32 } }}
        />
      </Stack>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid="form-message">
          {error.message}
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
