import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { toApiError } from '@/api/errors';
import { useMessages } from '@/i18n/useMessages';
import { settingsMessages } from './messages';
import type { PasswordChange } from '@/api/types';
import { useChangePasswordMutation } from './settingsApi';
import { Button } from '@/ui/primitives/Button';

const empty: PasswordChange = { current_password: '', password: '', password_confirmation: '' };

/** The password change form: the server's first message per field under each input, its answer above the button. */
export function PasswordForm() {
  const t = useMessages(settingsMessages);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState<PasswordChange>(empty);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const field = (name: keyof PasswordChange, label: string, autoComplete: string) => (
    <TextField
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(fieldErrors[name])}
      helperText={fieldErrors[name] ?? ' '}
      required
      fullWidth
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setResult(null);
    if (values.password !== values.password_confirmation) {
      setFieldErrors({ password_confirmation: t('mismatch') });
      return;
    }
    const answer = await changePassword(values);
    if ('data' in answer && answer.data) {
      setFieldErrors({});
      setValues(empty);
      setResult({ ok: true, message: answer.data.message });
      return;
    }
    const error = toApiError('error' in answer ? answer.error : undefined);
    const perField = error?.fieldErrors ?? {};
    setFieldErrors(perField);
    // The general message only when it adds something the field messages do not already say.
    const shownUnderFields = Object.values(perField);
    setResult(error && !shownUnderFields.includes(error.message) ? { ok: false, message: error.message } : null);
  };

  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="password-form"
      sx={{ maxWidth: 480 }}
    >
      {field('current_password', t('currentPassword'), 'current-password')}
      {field('password', t('newPassword'), 'new-password')}
      {field('password_confirmation', t('confirmPassword'), 'new-password')}
      {result ? (
        <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? t('saving') : t('save')}
        </Button>
      </div>
    </Stack>
  );
}
