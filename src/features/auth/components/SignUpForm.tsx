import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMessages } from '@/i18n/useMessages';
import { useGetSignUpCurrenciesQuery, useSignUpMutation } from '../authApi';
import { authMessages } from '../messages';
import { formErrorsOf, noFormErrors, readNewPassword, type FormErrors } from '../formErrors';
import { useSingleFlight } from '../useSingleFlight';
import { AuthLinks } from './AuthLinks';
import { FormAlert } from './FormAlert';

/** Sign-up: e-mail, password twice, account currency (from GET /currencies) and an optional referral code. */
export function SignUpForm({ basePath }: { basePath: string }) {
  const t = useMessages(authMessages);
  const [params] = useSearchParams();
  const [signUp] = useSignUpMutation();
  const { data: currencies } = useGetSignUpCurrenciesQuery();
  const { pending, run } = useSingleFlight();
  const [errors, setErrors] = useState<FormErrors>(noFormErrors);
  const [currency, setCurrency] = useState('');
  const options = (currencies ?? []).filter((c) => c.fiat).map((c) => c.code);
  const chosen = currency || (options.includes('RUB') ? 'RUB' : (options[0] ?? ''));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const typed = readNewPassword(data, t('passwordsDiffer'));
    if ('fields' in typed) {
      setErrors(typed);
      return;
    }
    const { password, confirmation } = typed;
    const referral = String(data.get('referral_code') ?? '').trim();
    void run(async () => {
      setErrors(noFormErrors);
      try {
        await signUp({
          email: String(data.get('email') ?? '').trim(),
          password,
          password_confirmation: confirmation,
          currency: chosen,
          ...(referral ? { referral_code: referral } : {}),
        }).unwrap();
      } catch (error) {
        setErrors(formErrorsOf(error, t('networkError')));
      }
    });
  };

  const field = (name: string) => ({ error: Boolean(errors.fields[name]), helperText: errors.fields[name] ?? ' ' });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="sign-up-form" aria-busy={pending}>
      <TextField name="email" type="email" label={t('email')} autoComplete="email" required autoFocus {...field('email')} />
      <TextField name="password" type="password" label={t('password')} autoComplete="new-password" required {...field('password')} />
      <TextField name="password_confirmation" type="password" label={t('passwordConfirmation')} autoComplete="new-password" required {...field('password_confirmation')} />
      <TextField
        select name="currency" label={t('currency')} value={chosen} required
        onChange={(event) => setCurrency(event.target.value)} {...field('currency')}
      >
        {options.map((code) => <MenuItem key={code} value={code}>{code}</MenuItem>)}
      </TextField>
      <TextField
        name="referral_code" label={t('referralCode')} autoComplete="off"
        defaultValue={params.get('referral_code') ?? params.get('ref') ?? ''} {...field('referral_code')}
      />
      <FormAlert message={errors.general} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>{t('ageNotice')}</Typography>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending || chosen === ''} sx={{ mt: 2 }}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : null}>
        {t('signUp')}
      </Button>
      <AuthLinks basePath={basePath} links={[{ to: 'sign-in', label: t('haveAccount') }]} />
    </Box>
  );
}
