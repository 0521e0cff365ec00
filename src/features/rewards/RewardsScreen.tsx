import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RewardPrograms } from '@/api/types';
import { useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import { useMessages } from '@/i18n/useMessages';
import { accountScreen } from '@/session/AccountPage';
import { selectBalance } from '@/session/authSelectors';
import { Loading } from '@/ui/components/Loading';
import { QueryState } from '@/ui/components/QueryState';
import { rewardsMessages } from './messages';
import { RewardProgramCard } from './RewardProgramCard';
import { useGetRewardsQuery } from './rewardsApi';

/** The programs side by side (stacked on a phone), then how they are calculated. */
function Rewards({ data }: { data: RewardPrograms }) {
  const t = useMessages(rewardsMessages);
  const level = data.programs[0]?.level ?? '';
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('intro', { level })}</Typography>
      <Box sx={{ display: 'flex', gap: 2, mb: 3, flexDirection: { xs: 'column', md: 'row' } }}>
        {data.programs.map((program) => (
          <RewardProgramCard key={program.id} program={program} currency={data.currency_code} />
        ))}
      </Box>
      <Box component="section" aria-labelledby="rewards-how">
        <Typography variant="h6" component="h2" id="rewards-how" sx={{ mb: 1 }}>
          {t('howTitle')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
          <li>{t('how1')}</li>
          <li>{t('how2')}</li>
          <li>{t('how3')}</li>
          <li>{t('how4')}</li>
        </Box>
      </Box>
    </>
  );
}

/**
 * Fetches once the account gate lets a player through. A pushed balance change (a spin's stake and win, a claim)
 * changes what accrues, and the level's name comes in the interface language: either refetches.
 */
function RewardsQuery() {
  const query = useGetRewardsQuery();
  const changed = `${useAppSelector(selectBalance)?.balance ?? ''} ${useAppSelector(selectLocale)}`;
  const seen = useRef(changed);
  const { refetch } = query;
  useEffect(() => {
    if (seen.current === changed) return;
    seen.current = changed;
    void refetch();
  }, [changed, refetch]);
  return (
    <QueryState query={query} loading={<Loading />} isEmpty={() => false}>
      {(data) => <Rewards data={data} />}
    </QueryState>
  );
}

/** /rewards and /v1/rewards: rakeback and cashback, what accrues, the claim (docs/rewards-claims.md). */
export default accountScreen(rewardsMessages, RewardsQuery, { maxWidth: 1000 });
