import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMessages } from '@/i18n/useMessages';
import { useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import { formatPercent } from '@/ui/format';
import { formatCount } from '@/i18n/messages';
import { accountScreen } from '@/session/AccountPage';
import { Loading } from '@/ui/components/Loading';
import { QueryState } from '@/ui/components/QueryState';
import { useGetLoyaltyQuery } from './loyaltyApi';
import { LevelsTable } from './LevelsTable';
import { loyaltyProgress } from './loyaltyProgress';
import { loyaltyMessages } from './messages';

/** The player's level card and the levels table. */
function LoyaltyStatusView() {
  const t = useMessages(loyaltyMessages);
  const locale = useAppSelector(selectLocale);
  const loyalty = useGetLoyaltyQuery();
  return (
    <QueryState query={loyalty} loading={<Loading />}>
      {(data) => (
        <>
          <Card variant="outlined" sx={{ mb: 3 }}>
            <CardContent>
              <Typography variant="overline" color="text.secondary" component="p">
                {t('yourLevel')}
              </Typography>
              <Typography variant="h5" component="h2" data-testid="loyalty-level">
                {data.level.name}
              </Typography>
              <Typography sx={{ mt: 1 }}>
                {t('points')}: <strong>{formatCount(data.points, locale)}</strong> ·{' '}
                {t('cashback', { percent: formatPercent(data.level.cashback_percent, locale) })}
              </Typography>
              {data.next_level ? (
                <Box sx={{ mt: 2 }}>
                  <LinearProgress
                    variant="determinate"
                    value={loyaltyProgress(data.points, data.level, data.next_level).percent}
                    aria-label={t('progressLabel', { next: data.next_level.name })}
                    sx={{ height: 8, borderRadius: 4, mb: 1 }}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {t('toNext', {
                      next: data.next_level.name,
                      left: formatCount(loyaltyProgress(data.points, data.level, data.next_level).left, locale),
                    })}
                  </Typography>
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                  {t('topLevel')}
                </Typography>
              )}
            </CardContent>
          </Card>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('levels')}
          </Typography>
          <LevelsTable levels={data.levels} currentId={data.level.id} />
        </>
      )}
    </QueryState>
  );
}

/** /loyalty: the player's level, points, progress to the next level and what each level gives. */
export default accountScreen(loyaltyMessages, LoyaltyStatusView);
