import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError } from '@/api/errors';
import { useMessages } from '@/i18n/useMessages';
import { Button } from '@/ui/primitives/Button';
import { Spinner } from '@/ui/primitives/Spinner';
import { useAnswerTwoFactorChallengeMutation } from './twoFactorApi';
import { twoFactorStepMessages } from './twoFactorMessages';

/**
 * The code step of a sign-in (docs/account-security.md): a six-digit code from the authenticator app, or a recovery
 * code. On success `auth/signedIn` is dispatched by the endpoint and `onSignedIn` runs; `onCancel` goes back to the
 * first step (the challenge is left to expire).
 */
export function TwoFactorStep({
  challengeToken,
  onCancel,
  onSignedIn,
}: {
  challengeToken: string;
  onCancel: () => void;
  onSignedIn?: () => void;
}) {
  const t = useMessages(twoFactorStepMessages);
  const [answer, { isLoading }] = useAnswerTwoFactorChallengeMutation();
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const code = String(new FormData(event.currentTarget).get('one_time_code') ?? '').trim();
    setError(null);
    void answer({ challenge_token: challengeToken, one_time_code: code })
      .unwrap()
      .then(() => onSignedIn?.())
      .catch((failure: unknown) => {
        const apiError = toApiError(failure as Parameters<typeof toApiError>[0]);
        if (!apiError || apiError.status === 0) setError(t('networkError'));
        else setError(apiError.fieldErrors.one_time_code ?? apiError.message);
      });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="two-factor-step" aria-busy={isLoading}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {recovery ? t('recoveryHint') : t('hint')}
      </Typography>
      <TextField
        key={recovery ? 'recovery' : 'app'}
        name="one_time_code"
        label={recovery ? t('recoveryCode') : t('code')}
        autoComplete="one-time-code"
        required
        autoFocus
        fullWidth
        slotProps={{
          htmlInput: recovery
            ? { autoCapitalize: 'characters', spellCheck: false, maxLength: 32 }
            : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 },
        }}
        error={error !== null}
      />
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid="form-message">
          {error}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={isLoading}
        sx={{ mt: 2 }}
        startIcon={isLoading ? <Spinner size={18} color="inherit" /> : null}
      >
        {t('submit')}
      </Button>
      <Stack direction="row" sx={{ mt: 1, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="text" size="small" onClick={() => setRecovery((r) => !r)}>
          {recovery ? t('useApp') : t('useRecovery')}
        </Button>
        <Button variant="text" size="small" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </Stack>
    </Box>
  );
}
