import Alert from '@mui/material/Alert';
import type { Kyc } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { formatMoney } from '@/ui/format';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { useGeneration } from '@/ui/navigation/generation';
import { Button } from '@/ui/primitives/Button';
import { payoutsMessages } from './messages';

/**
 * Said as soon as the typed amount is over what may be withdrawn without verification (docs/kyc.md), before any
 * submit, with the way straight into verification; while documents wait for review it says so instead.
 */
export function KycRequiredNotice({ kyc }: { kyc: Kyc }) {
  const t = useMessages(payoutsMessages);
  const generation = useGeneration();
  const money = (amount: string): string => formatMoney(amount, kyc.currency_code);
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2, alignItems: 'center' }}
      data-testid="withdrawal-kyc-required"
      action={
        <Button
          variant="contained"
          size="small"
          component={RouterLink}
          to={`${generation}/verification`}
          data-testid="withdrawal-kyc-verify"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('kycVerify')}
        </Button>
      }
    >
      {t('kycRequired', { left: money(kyc.withdrawal_left ?? '0'), limit: money(kyc.withdrawal_limit) })}
      {kyc.status === 'pending' ? ` ${t('kycPending')}` : ''}
    </Alert>
  );
}
