import { use, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMessages } from '@/i18n/useMessages';
import { useSignInMutation } from '../authApi';
import { AuthSlotsContext } from '../authSlots';
import { authMessages } from '../messages';
import { formErrorsOf, noFormErrors, type FormErrors } from '../formErrors';
import { useSingleFlight } from '../useSingleFlight';
import { AuthLinks } from './AuthLinks';
import { FormAlert } from './FormAlert';
import { Button } from '@/ui/primitives/Button';
import { Spinner } from '@/ui/primitives/Spinner';
import { TwoFactorStep } from '@/session/TwoFactorStep';

/**
 * E-mail and password sign-in. On success `auth/signedIn` is dispatched by the endpoint and the
 * guest guard sends the user on (to `intented` when it is a same-site path).
 */
export function SignInForm({ basePath }: { basePath: string }) {
  const t = useMessages(authMessages);
  const [signIn] = useSignInMutation();
  const { pending, run } = useSingleFlight();
  const [errors, setErrors] = useState<FormErrors>(noFormErrors);
  const [challenge, setChallenge] = useState<string | null>(null);
  const { SignInAlternatives } = use(AuthSlotsContext);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    void run(async () => {
      setErrors(noFormErrors);
      try {
        const answer = await signIn({ email, password }).unwrap();
        if ('two_factor' in answer) setChallenge(answer.challenge_token);
      } catch (error) {
        setErrors(formErrorsOf(error, t('networkError')));
      }
    });
  };

  if (challenge) return <TwoFactorStep challengeToken={challenge} onCancel={() => setChallenge(null)} />;

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="sign-in-form" aria-busy={pending}>
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
      <TextField
        name="password"
        type="password"
        label={t('password')}
        autoComplete="current-password"
        required
        error={Boolean(errors.fields.password)}
        helperText={errors.fields.password ?? ' '}
      />
      <FormAlert message={errors.general} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={pending}
        sx={{ mt: 2 }}
        startIcon={pending ? <Spinner size={18} color="inherit" /> : null}
      >
        {t('signIn')}
      </Button>
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
