import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMessages } from '@/i18n/useMessages';
import { useRestorePasswordMutation } from '../authApi';
import { authMessages } from '../messages';
import { formErrorsOf, noFormErrors, type FormErrors } from '../formErrors';
import { useSingleFlight } from '../useSingleFlight';
import { AuthLinks } from './AuthLinks';
import { FormAlert } from './FormAlert';
import { Button } from '@/ui/primitives/Button';
import { Spinner } from '@/ui/primitives/Spinner';

/** Asks for a password-reset e-mail; shows the server's answer (the same whether or not the address exists). */
export function RestorePasswordForm({ basePath }: { basePath: string }) {
  const t = useMessages(authMessages);
  const [restore] = useRestorePasswordMutation();
  const { pending, run } = useSingleFlight();
  const [errors, setErrors] = useState<FormErrors>(noFormErrors);
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    void run(async () => {
      setErrors(noFormErrors);
      setSent(null);
      try {
        const answer = await restore({ email }).unwrap();
        setSent(answer.message);
      } catch (error) {
        setErrors(formErrorsOf(error, t('networkError')));
      }
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="restore-password-form" aria-busy={pending}>
      <TextField
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        required
        autoFocus
        error={Boolean(errors.fields.email)}
        helperText={errors.fields.email ?? ' '}
      />
      <FormAlert message={errors.general} />
      <FormAlert message={sent} severity="success" />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={pending}
        sx={{ mt: 2 }}
        startIcon={pending ? <Spinner size={18} color="inherit" /> : null}
      >
        {t('sendLink')}
      </Button>
      <AuthLinks basePath={basePath} links={[{ to: 'sign-in', label: t('backToSignIn') }]} />
    </Box>
  );
}
