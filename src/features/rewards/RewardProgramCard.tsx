import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RewardProgram } from '@/api/types';
import { useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import { useMessages } from '@/i18n/useMessages';
import { Countdown } from '@/ui/components/Countdown';
import { formatDate, formatDay, formatMoney, formatPercent } from '@/ui/format';
import { Button } from '@/ui/primitives/Button';
import { errorMessage, showToast } from '@/ui/toast';
import { rewardsMessages } from './messages';
import { useClaimRewardMutation } from './rewardsApi';

const ACCRUING = { day: 'accruingDay', week: 'accruingWeek', month: 'accruingMonth' } as const;

/**
 * Why nothing can be claimed: the ended period's reward was taken (a claim made after the current period began, for
 * an earlier period), or it accrued nothing.
 */
function refusal(program: RewardProgram): 'alreadyClaimed' | 'nothingToClaim' {
  const start = Date.parse(program.accruing.period_start);
  const last = program.last_claim;
  return last && Date.parse(last.claimed_at) >= start && Date.parse(last.period_start) < start
    ? 'alreadyClaimed'
    : 'nothingToClaim';
}

/** The days of an ended period: its end is the next period's start, so the last day is the one before. */
function periodText(
  start: string,
  end: string,
  t: (key: 'claimablePeriod' | 'claimableDay', values: Record<string, string>) => string,
) {
  const from = formatDay(start);
  const to = formatDay(Date.parse(end) - 1);
  return from === to ? t('claimableDay', { day: from }) : t('claimablePeriod', { from, to });
}

/** One program (rakeback or cashback): its rate, what accrues now and when it can be claimed, the claim, the last claim. */
export function RewardProgramCard({ program, currency }: { program: RewardProgram; currency: string }) {
  const t = useMessages(rewardsMessages);
  const locale = useAppSelector(selectLocale);
  const [claim, claiming] = useClaimRewardMutation();
  const money = (amount: string) => formatMoney(amount, currency, { numbersIn: locale });
  const rate = formatPercent(program.rate, locale);
  const { accruing, claimable, last_claim: last } = program;
  const reasonId = `reward-${program.id}-reason`;
  const onClaim = async () => {
    try {
      // The credit arrives as pushes: the cash prize's toast and the new balance.
      await claim(program.id).unwrap();
    } catch (error) {
      showToast(t('claimFailed', { message: errorMessage(error, '—') }), 'error');
    }
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`reward-${program.id}`}
      data-testid={`reward-${program.id}`}
      sx={{ p: 2.5, flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box>
        <Typography variant="h6" component="h2" id={`reward-${program.id}`}>
          {t(program.kind)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(program.kind === 'cashback' ? 'cashbackRule' : 'rakebackRule', { rate })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            {t(ACCRUING[program.period])}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }} data-testid="reward-accruing">
            {money(accruing.amount)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(program.kind === 'cashback' ? 'baseLoss' : 'baseStakes', { base: money(accruing.base) })}
          </Typography>
        </Box>
        <Box>
          <Countdown to={accruing.claimable_at ?? accruing.period_end} label={t('claimableIn')} />
          <Typography variant="body2" color="text.secondary">
            {t('claimableOn', { date: formatDate(accruing.claimable_at ?? accruing.period_end) })}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {t('claimable')}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.5rem' }} data-testid="reward-claimable">
          {money(claimable?.amount ?? '0.00')}
        </Typography>
        {claimable ? (
          <Typography variant="body2" color="text.secondary">
            {periodText(claimable.period_start, claimable.period_end, t)}
          </Typography>
        ) : null}
        <Button
          variant="contained"
          sx={{ mt: 1.5, minWidth: 160 }}
          disabled={!claimable || claiming.isLoading}
          aria-describedby={claimable ? undefined : reasonId}
          onClick={() => void onClaim()}
        >
          {claiming.isLoading ? t('claiming') : t('claim')}
        </Button>
        {claimable ? null : (
          <Typography variant="body2" color="text.secondary" id={reasonId} sx={{ mt: 1 }}>
            {t(refusal(program))}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" data-testid="reward-last" sx={{ mt: 'auto' }}>
        {last ? t('lastClaim', { amount: money(last.amount), date: formatDate(last.claimed_at) }) : t('noClaims')}
      </Typography>
    </Paper>
  );
}
