import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMessages } from '@/i18n/useMessages';
import { showToast } from '@/ui/toast';
import { useResetPasswordMutation } from '../authApi';
import { authMessages } from '../messages';
import { readNewPassword, type FormErrors } from '../formErrors';
import { useFormSubmission } from '../useFormSubmission';
import { AuthLinks } from './AuthLinks';
import { NewPasswordFields, SubmitButton } from './AuthFields';
import { FormAlert } from './FormAlert';

/** Sets a new password from the e-mailed link (`?token=…&email=…`); success signs the user in. */
export function ResetPasswordForm({ basePath }: { basePath: string }) {
  const t = useMessages(authMessages);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [reset] = useResetPasswordMutation();
  const { pending, errors, setErrors, send } = useFormSubmission(t('networkError'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const typed = readNewPassword(data, t('passwordsDiffer'));
    if ('fields' in typed) {
      setErrors(typed);
      return;
    }
    const { password, confirmation } = typed;
    void send(
      async () => {
        const answer = await reset({ email, token, password, password_confirmation: confirmation }).unwrap();
        if (answer.message) showToast(answer.message, 'success');
      },
      // token and email are not inputs here: their messages are shown as the general one.
      (found): FormErrors => {
        const hidden = [found.fields.token, found.fields.email].filter(Boolean).join(' ');
        return { fields: found.fields, general: found.general ?? (hidden || null) };
      },
    );
  };

  if (!token || !email) return <FormAlert message={t('brokenLink')} />;

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="reset-password-form" aria-busy={pending}>
      <TextField
        name="email"
        type="email"
        label={t('email')}
        value={email}
        slotProps={{ input: { readOnly: true } }}
        helperText=" "
      />
      <NewPasswordFields
        labels={{ password: t('newPassword'), confirmation: t('passwordConfirmation') }}
        errors={errors}
        autoFocus
      />
      <FormAlert message={errors.general} />
      <SubmitButton pending={pending}>{t('savePassword')}</SubmitButton>
      <AuthLinks basePath={basePath} links={[{ to: 'sign-in', label: t('backToSignIn') }]} />
    </Box>
  );
}
