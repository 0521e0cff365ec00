import { memo } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Bonus } from '@/api/types';
import { formatDate, formatMoney, formatPercent } from '@/ui/format';
import { useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import { useMessages } from '@/i18n/useMessages';
import { bonusesMessages } from './messages';
import { decimalProgressPercent } from './decimalProgress';
import { Pill } from '@/ui/primitives/Pill';

const statusKey = { active: 'statusActive', finished: 'statusFinished', expired: 'statusExpired' } as const;
const statusColor = { active: 'success', finished: 'default', expired: 'warning' } as const;

/** One bonus: title, amount, wager, a progress bar of wagered / required and its dates. */
export const BonusCard = memo(function BonusCard({ bonus }: { bonus: Bonus }) {
  const t = useMessages(bonusesMessages);
  const locale = useAppSelector(selectLocale);
  const percent = decimalProgressPercent(bonus.wagered, bonus.wager_required);
  const wagered = formatMoney(bonus.wagered, bonus.currency_code);
  const required = formatMoney(bonus.wager_required, bonus.currency_code);
  return (
    <Card component="article" variant="outlined" aria-label={bonus.title}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {bonus.title}
          </Typography>
          <Pill size="small" label={t(statusKey[bonus.status])} color={statusColor[bonus.status]} />
        </Stack>
        <Stack direction="row" useFlexGap sx={{ mb: 2, flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
          <Typography>
            <Typography component="span" color="text.secondary">
              {t('amount')}:{' '}
            </Typography>
            <strong>{formatMoney(bonus.amount, bonus.currency_code)}</strong>
          </Typography>
          <Typography>{t('wager', { wager: bonus.wager })}</Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('progressLabel', { title: bonus.title })}
          aria-valuetext={formatPercent(percent, locale)}
          sx={{ height: 8, borderRadius: 4, mb: 1 }}
        />
        <Typography variant="body2">
          {t('wagered', { wagered, required })} ({formatPercent(percent, locale)})
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {bonus.expires_at
            ? t('expires', { date: formatDate(bonus.expires_at) })
            : t('received', { date: formatDate(bonus.created_at) })}
        </Typography>
      </CardContent>
    </Card>
  );
});
