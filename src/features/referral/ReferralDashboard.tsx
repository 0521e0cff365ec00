import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReferralDashboard } from '@/api/types';
import { useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import { formatCount } from '@/i18n/messages';
import { useMessages } from '@/i18n/useMessages';
import { AccountPage } from '@/session/AccountPage';
import { EmptyState } from '@/ui/components/EmptyState';
import { Loading } from '@/ui/components/Loading';
import { QueryState } from '@/ui/components/QueryState';
import { formatDate, formatMoney } from '@/ui/format';
import { Pill } from '@/ui/primitives/Pill';
import { dashboardMessages } from './dashboardMessages';
import { ReferralLinkCard } from './ReferralLinkCard';
import { useGetReferralDashboardQuery } from './referralApi';

/** One figure of the summary row. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

/** The dashboard's content, given the answer. */
function Dashboard({ data }: { data: ReferralDashboard }) {
  const t = useMessages(dashboardMessages);
  const locale = useAppSelector(selectLocale);
  const money = (amount: string) => formatMoney(amount, data.currency_code, { numbersIn: locale });
  const reward = money(data.reward);
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('intro', { reward })}</Typography>
      <ReferralLinkCard code={data.code} linkPath={data.link_path} />
      <Box sx={{ display: 'flex', gap: 1.5, mb: 3, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Figure label={t('invited')} value={formatCount(data.referrals_count, locale)} testId="referrals-count" />
        <Figure label={t('deposited')} value={formatCount(data.rewarded_count, locale)} testId="referrals-rewarded" />
        <Figure label={t('earned')} value={money(data.rewards_total)} testId="referrals-earned" />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('friends')}
      </Typography>
      {data.referrals.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('friends')}>
          {data.referrals.map((r) => (
            <Box
              component="li"
              key={r.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                px: 2,
                py: 1.5,
                '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{r.player}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('joined', { date: formatDate(r.joined_at) })}
                </Typography>
              </Box>
              {r.status === 'rewarded' && r.reward !== null ? (
                <Pill color="success" label={t('rewarded', { reward: money(r.reward) })} />
              ) : (
                <Pill color="warning" variant="outlined" label={t('pending')} />
              )}
            </Box>
          ))}
        </Paper>
      )}
      <Box component="section" sx={{ mt: 3 }} aria-labelledby="referral-how">
        <Typography variant="h6" component="h2" id="referral-how" sx={{ mb: 1 }}>
          {t('howTitle')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
          <li>{t('how1')}</li>
          <li>{t('how2', { reward })}</li>
          <li>{t('how3')}</li>
        </Box>
      </Box>
    </>
  );
}

/** /referrals and /v1/referrals (ReferralScreen.tsx): the player's invitation link, the players it brought and the rewards (docs/referrals.md). */
export function ReferralDashboard() {
  return (
    <AccountPage messages={dashboardMessages} maxWidth={860}>
      <DashboardQuery />
    </AccountPage>
  );
}

/** Fetches only once the account gate lets a signed-in player through. */
function DashboardQuery() {
  const query = useGetReferralDashboardQuery();
  return (
    <QueryState query={query} loading={<Loading />} isEmpty={() => false}>
      {(data) => <Dashboard data={data} />}
    </QueryState>
  );
}
