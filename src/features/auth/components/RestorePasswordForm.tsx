import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { useMessages } from '@/i18n/useMessages';
import { useRestorePasswordMutation } from '../authApi';
import { authMessages } from '../messages';
import { useFormSubmission } from '../useFormSubmission';
import { AuthLinks } from './AuthLinks';
import { EmailField, SubmitButton } from './AuthFields';
import { FormAlert } from './FormAlert';

/** Asks for a password-reset e-mail; shows the server's answer (the same whether or not the address exists). */
export function RestorePasswordForm({ basePath }: { basePath: string }) {
  const t = useMessages(authMessages);
  const [restore] = useRestorePasswordMutation();
  const { pending, errors, send } = useFormSubmission(t('networkError'));
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    void send(async () => {
      setSent(null);
      const answer = await restore({ email }).unwrap();
      setSent(answer.message);
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="restore-password-form" aria-busy={pending}>
      <EmailField label={t('email')} errors={errors} />
      <FormAlert message={errors.general} />
      <FormAlert message={sent} severity="success" />
      <SubmitButton pending={pending}>{t('sendLink')}</SubmitButton>
      <AuthLinks basePath={basePath} links={[{ to: 'sign-in', label: t('backToSignIn') }]} />
    </Box>
  );
}
