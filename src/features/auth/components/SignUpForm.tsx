import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMessages } from '@/i18n/useMessages';
import { deviceId, forgetReferralCode, readReferralCode } from '@/session/referralCookie';
import { useGetCurrenciesQuery } from '@/site/siteApi';
import { useSignUpMutation } from '../authApi';
import { authMessages } from '../messages';
import { fieldProps, readNewPassword } from '../formErrors';
import { useFormSubmission } from '../useFormSubmission';
import { AuthLinks } from './AuthLinks';
import { EmailField, NewPasswordFields, SubmitButton } from './AuthFields';
import { FormAlert } from './FormAlert';
import { TextLink } from '@/ui/primitives/TextLink';

/** The server's bounds, checked in the browser first: an e-mail shape and the password's minimum length. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_MIN = 8;

/**
 * Sign-up: e-mail, password twice, account currency (from GET /currencies), an optional referral code, and consent
 * to the terms (linked) and to the 18+ rule. The browser checks what it can before the server (which checks again).
 */
export function SignUpForm({ basePath }: { basePath: string }) {
  const t = useMessages(authMessages);
  const [params] = useSearchParams();
  const [signUp] = useSignUpMutation();
  const { data: currencies } = useGetCurrenciesQuery();
  const { pending, errors, setErrors, send } = useFormSubmission(t('networkError'));
  const [currency, setCurrency] = useState('');
  const options = (currencies ?? []).filter((c) => c.fiat).map((c) => c.code);
  const chosen = currency || (options.includes('RUB') ? 'RUB' : (options[0] ?? ''));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const local: Record<string, string> = {};
    if (!EMAIL_SHAPE.test(email)) local.email = t('invalidEmail');
    if (String(data.get('password') ?? '').length < PASSWORD_MIN)
      local.password = t('passwordTooShort', { min: PASSWORD_MIN });
    if (data.get('terms') !== 'on') local.terms = t('consentRequired');
    if (data.get('adult') !== 'on') local.adult = t('consentRequired');
    const typed = readNewPassword(data, t('passwordsDiffer'));
    if ('fields' in typed || Object.keys(local).length > 0) {
      setErrors({ fields: { ...local, ...('fields' in typed ? typed.fields : {}) }, general: null });
      return;
    }
    const { password, confirmation } = typed;
    const referral = String(data.get('referral_code') ?? '').trim();
    void send(async () => {
      await signUp({
        email,
        password,
        terms: true,
        adult: true,
        password_confirmation: confirmation,
        currency: chosen,
        ...(referral ? { referral_code: referral } : {}),
        device_id: deviceId(),
      }).unwrap();
      forgetReferralCode();
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="sign-up-form" aria-busy={pending}>
      <EmailField label={t('email')} errors={errors} />
      <NewPasswordFields
        labels={{ password: t('password'), confirmation: t('passwordConfirmation') }}
        errors={errors}
      />
      <TextField
        select
        name="currency"
        label={t('currency')}
        value={chosen}
        required
        onChange={(event) => setCurrency(event.target.value)}
        {...fieldProps(errors, 'currency')}
      >
        {options.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name="referral_code"
        label={t('referralCode')}
        autoComplete="off"
        // From the link's ?ref=, else the invitation remembered while the visitor browsed (docs/referrals.md).
        defaultValue={params.get('referral_code') ?? params.get('ref') ?? readReferralCode() ?? ''}
        {...fieldProps(errors, 'referral_code')}
      />
      <FormControl error={Boolean(errors.fields.terms)} sx={{ display: 'flex' }}>
        <FormControlLabel
          control={<Checkbox name="terms" required />}
          label={
            <>
              {t('termsConsent', { link: '\u0000' }).split('\u0000')[0]}
              <TextLink
                to={`${basePath}/${basePath ? 'license-agreement' : 'terms-and-conditions'}`}
                target="_blank"
                rel="noopener"
              >
                {t('termsLink')}
              </TextLink>
              {t('termsConsent', { link: '\u0000' }).split('\u0000')[1]}
            </>
          }
        />
        {errors.fields.terms ? <FormHelperText>{errors.fields.terms}</FormHelperText> : null}
      </FormControl>
      <FormControl error={Boolean(errors.fields.adult)} sx={{ display: 'flex' }}>
        <FormControlLabel control={<Checkbox name="adult" required />} label={t('adultConsent')} />
        {errors.fields.adult ? <FormHelperText>{errors.fields.adult}</FormHelperText> : null}
      </FormControl>
      <FormAlert message={errors.general} />
      <SubmitButton pending={pending} disabled={chosen === ''}>
        {t('signUp')}
      </SubmitButton>
      <AuthLinks basePath={basePath} links={[{ to: 'sign-in', label: t('haveAccount') }]} />
    </Box>
  );
}
