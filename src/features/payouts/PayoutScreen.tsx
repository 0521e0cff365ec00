import { RouterLink } from '@/ui/navigation/RouterLink';
import { useGeneration } from '@/ui/navigation/generation';
import Box from '@mui/material/Box';
import { Skeleton } from '@/ui/primitives/Skeleton';
import { useAppSelector } from '@/app/hooks';
import { selectAuthStatus } from '@/session/authSelectors';
import { useMessages } from '@/i18n/useMessages';
import { PageHeader } from '@/ui/components/PageHeader';
import { SignInPrompt } from '@/ui/components/SignInPrompt';
import { Columns } from '@/ui/components/Columns';
import { payoutsMessages } from './messages';
import { PayoutFeed } from './PayoutFeed';
import { WithdrawalForm } from './WithdrawalForm';
import { WithdrawalHistory } from './WithdrawalHistory';
import { Button } from '@/ui/primitives/Button';

/** /payout and /v1/payout: the public feed; for a signed-in player also the withdrawal form and history. */
export default function PayoutScreen() {
  const t = useMessages(payoutsMessages);
  const status = useAppSelector(selectAuthStatus);
  const generation = useGeneration();
  const deposit =
    status === 'signedIn' ? (
      <Button variant="contained" component={RouterLink} to={`${generation}/deposit`}>
        {t('deposit')}
      </Button>
    ) : undefined;
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={deposit} />
      <Columns shares={[3, 2]} gap={3} alignItems="start">
        <Box sx={{ minWidth: 0 }}>
          {status === 'signedIn' ? (
            <>
              <Box sx={{ mb: 4 }}>
                <WithdrawalForm />
              </Box>
              <WithdrawalHistory />
            </>
          ) : status === 'signedOut' ? (
            <SignInPrompt reason={t('signInReason')} />
          ) : (
            <Skeleton variant="rounded" height={280} />
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <PayoutFeed />
        </Box>
      </Columns>
    </>
  );
}
