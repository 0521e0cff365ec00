import { memo } from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/ui/navigation/RouterLink';
import type { Freespin } from '@/api/types';
import { formatDate } from '@/ui/format';
import { useGeneration } from '@/ui/navigation/generation';
import { playPath } from '@/ui/navigation/playPath';
import { useMessages } from '@/i18n/useMessages';
import { freespinsMessages } from './messages';
import { Button } from '@/ui/primitives/Button';
import { Pill } from '@/ui/primitives/Pill';
import { TextLink } from '@/ui/primitives/TextLink';

const statusKey = { active: 'statusActive', used: 'statusUsed', expired: 'statusExpired' } as const;
const statusColor = { active: 'success', used: 'default', expired: 'warning' } as const;

/** One pack of free spins: the game, used / quantity with a bar, and the expiry. */
export const FreespinCard = memo(function FreespinCard({ freespin }: { freespin: Freespin }) {
  const t = useMessages(freespinsMessages);
  const percent = freespin.quantity > 0 ? Math.min(100, Math.round((freespin.used / freespin.quantity) * 100)) : 100;
  const left = Math.max(0, freespin.quantity - freespin.used);
  const prefix = useGeneration();
  // Real-money play of the game: its spins use these free spins first.
  const playTo = playPath(prefix, freespin.game.slug, 'real');
  return (
    <Card component="article" variant="outlined" aria-label={freespin.game.title}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
          <div>
            <Typography variant="overline" color="text.secondary" component="p">
              {t('game')}
            </Typography>
            <Typography variant="h6" component="h2">
              <TextLink to={playTo} tone="inherit">
                {freespin.game.title}
              </TextLink>
            </Typography>
          </div>
          <Pill size="small" label={t(statusKey[freespin.status])} color={statusColor[freespin.status]} />
        </Stack>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {t('spins')}: <strong>{t('usedOf', { used: freespin.used, quantity: freespin.quantity })}</strong>
          {freespin.status === 'active' ? ` · ${t('left', { left })}` : ''}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('usedLabel', { game: freespin.game.title })}
          sx={{ height: 6, borderRadius: 3, mb: 1 }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('expires')}: {freespin.expires_at ? formatDate(freespin.expires_at) : t('noExpiry')}
        </Typography>
      </CardContent>
      {freespin.status === 'active' && left > 0 ? (
        <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
          <Button component={RouterLink} to={playTo} variant="contained" size="small" data-testid="freespin-play">
            {t('play')}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
});
