import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import { useMessages } from '@/i18n/useMessages';
import { copyToClipboard } from '@/ui/clipboard';
import { Loading } from '@/ui/components/Loading';
import { Button } from '@/ui/primitives/Button';
import { CodeForm, codeErrorOf } from './codeField';
import { securityMessages } from './messages';
import { RecoveryCodes } from './RecoveryCodes';
import {
  useBeginTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useGetTwoFactorQuery,
  type TwoFactorSetup,
} from './securityApi';
import { TwoFactorQr } from './TwoFactorQr';

type Step =
  { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] } | { kind: 'off' };

/**
 * The «Two-factor sign-in» block: turning it on (QR code and key, a code to confirm, the recovery codes once) and off
 * (the password, unless the account has none, and a code or a recovery code). The secret lives only in this component's state while it is being set up.
 */
export function TwoFactorSection() {
  const t = useMessages(securityMessages);
  const locale = useAppSelector(selectLocale);
  const status = useGetTwoFactorQuery();
  const [begin, beginState] = useBeginTwoFactorMutation();
  const [confirm] = useConfirmTwoFactorMutation();
  const [disable] = useDisableTwoFactorMutation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  if (step.kind === 'codes') return <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />;
  if (!status.data) return <Loading />;

  if (step.kind === 'setup') {
    const { secret, otpauth_url: url } = step.setup;
    return (
      <CodeForm
        testId="two-factor-setup"
        label={t('confirmCode')}
        submitLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onCancel={() => setStep({ kind: 'idle' })}
        submit={async (values) => {
          try {
            const answer = await confirm(values).unwrap();
            setStep({ kind: 'codes', codes: answer.recovery_codes });
            return null;
          } catch (failure) {
            return codeErrorOf(failure, t('networkError'));
          }
        }}
      >
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('scan')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, mb: 2 }}>
          <TwoFactorQr url={url} alt={t('qrAlt')} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {t('secretLabel')}
            </Typography>
            <Typography
              data-testid="two-factor-secret"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '1rem' }}
            >
              {secret.replace(/(.{4})/g, '$1 ').trim()}
            </Typography>
            <Button variant="text" size="small" onClick={() => void copyToClipboard(secret, locale)}>
              {t('copy')}
            </Button>
          </Box>
        </Stack>
      </CodeForm>
    );
  }

  if (status.data.enabled) {
    return (
      <Box data-testid="two-factor-on">
        <Typography variant="body2">{t('twoFactorOn', { left: status.data.recovery_codes_left })}</Typography>
        {step.kind === 'off' ? (
          <CodeForm
            testId="two-factor-off"
            label={t('offCode')}
            passwordLabel={status.data.password_required ? t('offPassword') : undefined}
            submitLabel={t('turnOff')}
            cancelLabel={t('cancel')}
            onCancel={() => setStep({ kind: 'idle' })}
            submit={async (values) => {
              try {
                await disable(values).unwrap();
                setStep({ kind: 'idle' });
                return null;
              } catch (failure) {
                return codeErrorOf(failure, t('networkError'));
              }
            }}
          />
        ) : (
          <Button variant="outlined" color="error" sx={{ mt: 2 }} onClick={() => setStep({ kind: 'off' })}>
            {t('turnOff')}
          </Button>
        )}
      </Box>
    );
  }

  return (
    <Box data-testid="two-factor-off-state">
      <Typography variant="body2">{t('twoFactorOff')}</Typography>
      <Button
        variant="contained"
        sx={{ mt: 2 }}
        disabled={beginState.isLoading}
        onClick={() =>
          void begin()
            .unwrap()
            .then(
              (setup) => setStep({ kind: 'setup', setup }),
              () => undefined,
            )
        }
      >
        {t('turnOn')}
      </Button>
    </Box>
  );
}
