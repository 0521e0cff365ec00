import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { Button } from '@/ui/primitives/Button';
import { Spinner } from '@/ui/primitives/Spinner';
import { fieldProps, type FormErrors } from '../formErrors';

/** The e-mail field every auth form starts with (focused first), showing its first server message. */
export function EmailField({ label, errors }: { label: string; errors: FormErrors }) {
  return (
    <TextField
      name="email"
      type="email"
      label={label}
      autoComplete="email"
      required
      autoFocus
      {...fieldProps(errors, 'email')}
    />
  );
}

/** A new password typed twice (`password`, `password_confirmation`), as sign-up and the reset form ask for it. */
export function NewPasswordFields({
  labels,
  errors,
  autoFocus = false,
}: {
  labels: { password: string; confirmation: string };
  errors: FormErrors;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={labels.password}
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        {...fieldProps(errors, 'password')}
      />
      <TextField
        name="password_confirmation"
        type="password"
        label={labels.confirmation}
        autoComplete="new-password"
        required
        {...fieldProps(errors, 'password_confirmation')}
      />
    </>
  );
}

/** The form's full-width submit button: disabled with a spinner while the request is out. */
export function SubmitButton({
  pending,
  disabled = false,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={pending || disabled}
      sx={{ mt: 2 }}
      startIcon={pending ? <Spinner size={18} color="inherit" /> : null}
    >
      {children}
    </Button>
  );
}
