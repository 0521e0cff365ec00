import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useMessages } from '@/i18n/useMessages';
import { Loading } from '@/ui/components/Loading';
import { QueryState } from '@/ui/components/QueryState';
import { AccountPage } from '@/session/AccountPage';
import { useGetBonusesQuery, type BonusStatusFilter } from './bonusesApi';
import { BonusCard } from './BonusCard';
import { bonusesMessages } from './messages';

/** The list of one tab; fetched only while the tab is shown. */
function BonusList({ status }: { status: BonusStatusFilter }) {
  const t = useMessages(bonusesMessages);
  const bonuses = useGetBonusesQuery(status);
  return (
    <QueryState query={bonuses} loading={<Loading />} empty={t(status === 'active' ? 'emptyActive' : 'emptyFinished')}>
      {(bonuses) => (
        <Stack spacing={2}>
          {bonuses.map((bonus) => (
            <BonusCard key={bonus.id} bonus={bonus} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

/** /bonuses: the player's active and finished bonuses with their wagering progress. */
export default function BonusesScreen() {
  const t = useMessages(bonusesMessages);
  const [tab, setTab] = useState<BonusStatusFilter>('active');
  return (
    <AccountPage messages={bonusesMessages}>
      <Tabs
        value={tab}
        onChange={(_, value: BonusStatusFilter) => setTab(value)}
        aria-label={t('title')}
        sx={{ mb: 2 }}
      >
        <Tab value="active" label={t('active')} id="bonuses-tab-active" aria-controls="bonuses-panel" />
        <Tab value="finished" label={t('finished')} id="bonuses-tab-finished" aria-controls="bonuses-panel" />
      </Tabs>
      <div role="tabpanel" id="bonuses-panel" aria-labelledby={`bonuses-tab-${tab}`}>
        <BonusList status={tab} />
      </div>
    </AccountPage>
  );
}
