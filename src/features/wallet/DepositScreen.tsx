import Box from '@mui/material/Box';
import { Skeleton } from '@/ui/primitives/Skeleton';
import { useAppSelector } from '@/app/hooks';
import { selectAuthStatus } from '@/session/authSelectors';
import { useMessages } from '@/i18n/useMessages';
import { PageHeader } from '@/ui/components/PageHeader';
import { SignInPrompt } from '@/ui/components/SignInPrompt';
import { Columns } from '@/ui/components/Columns';
import { DepositForm } from './DepositForm';
import { walletMessages } from './messages';
import { PaymentHistory } from './PaymentHistory';

/** /deposit and /v1/deposit: the deposit form (provider page in a popup) and the player's deposit history. */
export default function DepositScreen() {
  const t = useMessages(walletMessages);
  const status = useAppSelector(selectAuthStatus);
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {status === 'signedIn' ? (
        <Columns shares={[2, 3]} gap={3} alignItems="start">
          <DepositForm />
          <Box sx={{ minWidth: 0 }}>
            <PaymentHistory />
          </Box>
        </Columns>
      ) : status === 'signedOut' ? (
        <SignInPrompt reason={t('signInReason')} />
      ) : (
        <Skeleton variant="rounded" height={280} />
      )}
    </>
  );
}
