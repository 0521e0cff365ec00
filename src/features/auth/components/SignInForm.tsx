import { use, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMessages } from '@/i18n/useMessages';
import { useSignInMutation } from '../authApi';
import { AuthSlotsContext } from '../authSlots';
import { authMessages } from '../messages';
import { fieldProps } from '../formErrors';
import { useFormSubmission } from '../useFormSubmission';
import { AuthLinks } from './AuthLinks';
import { EmailField, SubmitButton } from './AuthFields';
import { FormAlert } from './FormAlert';
import { TwoFactorStep } from '@/session/TwoFactorStep';

/**
 * E-mail and password sign-in. On success `auth/signedIn` is dispatched by the endpoint and the
 * guest guard sends the user on (to `intented` when it is a same-site path).
 */
export function SignInForm({ basePath }: { basePath: string }) {
  const t = useMessages(authMessages);
  const [signIn] = useSignInMutation();
  const { pending, errors, send } = useFormSubmission(t('networkError'));
  const [challenge, setChallenge] = useState<string | null>(null);
  const { SignInAlternatives } = use(AuthSlotsContext);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    void send(async () => {
      const answer = await signIn({ email, password }).unwrap();
      if ('two_factor' in answer) setChallenge(answer.challenge_token);
    });
  };

  if (challenge) return <TwoFactorStep challengeToken={challenge} onCancel={() => setChallenge(null)} />;

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="sign-in-form" aria-busy={pending}>
      <EmailField label={t('email')} errors={errors} />
      <TextField
        name="password"
        type="password"
        label={t('password')}
        autoComplete="current-password"
        required
        {...fieldProps(errors, 'password')}
      />
      <FormAlert message={errors.general} />
      <SubmitButton pending={pending}>{t('signIn')}</SubmitButton>
      <AuthLinks
        basePath={basePath}
        links={[
          { to: 'sign-up', label: t('noAccount') },
          { to: 'restore-password', label: t('forgotPassword') },
        ]}
      />
      {SignInAlternatives ? <SignInAlternatives /> : null}
    </Box>
  );
}
