import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import GppMaybeIcon from '@mui/icons-material/GppMaybeOutlined';
import { useGetKycQuery } from '@/api/kycApi';
import { useAppSelector } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { useActingAsPlayer } from '@/session/actingAs';
import { selectAuthStatus } from '@/session/authSelectors';
import { PageHeader } from '@/ui/components/PageHeader';
import { QueryState } from '@/ui/components/QueryState';
import { SignInPrompt } from '@/ui/components/SignInPrompt';
import { Columns } from '@/ui/components/Columns';
import { formatMoney } from '@/ui/format/money';
import { KycStatusPill } from '@/ui/kyc/KycStatusPill';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { useGeneration } from '@/ui/navigation/generation';
import { Button } from '@/ui/primitives/Button';
import { Skeleton } from '@/ui/primitives/Skeleton';
import { KycDocumentCard } from './KycDocumentCard';
import { kycMessages } from './messages';

/**
 * /verification and /v1/verification (docs/kyc.md): the level and what it allows, and one card per kind of document
 * with its status and upload. Support's decision arrives as KycStatusChanged, which makes the `Kyc` tag stale: the
 * page reads the state again by itself.
 */
export default function VerificationScreen() {
  const t = useMessages(kycMessages);
  const status = useAppSelector(selectAuthStatus);
  const generation = useGeneration();
  const acting = useActingAsPlayer();
  const query = useGetKycQuery(undefined, { skip: status !== 'signedIn' });
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          status === 'signedIn' ? (
            <Button variant="outlined" component={RouterLink} to={`${generation}/payout`}>
              {t('toWithdrawal')}
            </Button>
          ) : undefined
        }
      />
      {status === 'signedOut' ? (
        <SignInPrompt reason={t('guest')} />
      ) : (
        <QueryState query={query} loading={<Skeleton variant="rounded" height={320} />}>
          {(kyc) => (
            <Box data-testid="kyc-screen" data-level={kyc.level}>
              <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} data-testid="kyc-summary">
                <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                  {kyc.level === 1 ? (
                    <VerifiedUserIcon color="success" sx={{ fontSize: { xs: 28, sm: 40 } }} />
                  ) : (
                    <GppMaybeIcon color="warning" sx={{ fontSize: { xs: 28, sm: 40 } }} />
                  )}
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                      <Typography
                        component="h2"
                        variant="h6"
                        // At 360 px the level and its name fit one line, the status pill the next.
                        sx={{ fontWeight: 600, fontSize: { xs: '1rem', sm: '1.25rem' } }}
                        data-testid="kyc-level"
                      >
                        {t('level', { level: kyc.level })} · {t(kyc.level === 1 ? 'level1' : 'level0')}
                      </Typography>
                      <KycStatusPill status={kyc.status} testId="kyc-status" />
                    </Stack>
                    <Typography sx={{ mt: 0.5 }} data-testid="kyc-allows">
                      {kyc.withdrawal_left === null
                        ? t('allows1')
                        : t('allows0', {
                            limit: formatMoney(kyc.withdrawal_limit, kyc.currency_code),
                            left: formatMoney(kyc.withdrawal_left, kyc.currency_code),
                          })}
                    </Typography>
                    {kyc.level === 0 ? (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        {t('needs')}
                      </Typography>
                    ) : null}
                  </Box>
                </Stack>
                {kyc.status === 'pending' ? (
                  <Alert severity="info" sx={{ mt: 2 }}>
                    {t('pendingNote')}
                  </Alert>
                ) : null}
              </Paper>
              <Columns shares={[1, 1, 1]}>
                {kyc.documents.map((document) => (
                  <KycDocumentCard key={document.kind} document={document} rules={kyc.rules} disabled={acting} />
                ))}
              </Columns>
            </Box>
          )}
        </QueryState>
      )}
    </>
  );
}
