import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router';
import Typography from '@mui/material/Typography';
import type { Promotion } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { formatDay } from '@/ui/format';
import { useGeneration } from '@/ui/navigation/generation';
import { sharedMessages } from './sharedMessages';

/**
 * One promotion: badge, title, dates and summary; «Подробнее» opens its details (the full text, as plain text) with
 * a call to take part: the deposit page (a guest is asked to sign in first, and comes back to it).
 */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const t = useMessages(sharedMessages);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const prefix = useGeneration();
  const period = promotion.ends_at
    ? `${t('from', { date: formatDay(promotion.starts_at) })} ${t('until', { date: formatDay(promotion.ends_at) })}`
    : `${t('from', { date: formatDay(promotion.starts_at) })} · ${t('always')}`;
  return (
    <Card component="li" sx={{ display: 'flex', flexDirection: 'column', listStyle: 'none' }} data-testid="promotion-card">
      <CardContent sx={{ flexGrow: 1 }}>
        {promotion.badge ? <Chip size="small" color="primary" label={promotion.badge} sx={{ fontWeight: 600, mb: 1 }} /> : null}
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'break-word', mb: 0.5 }}>
          {promotion.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {period}
        </Typography>
        <Typography variant="body2">{promotion.summary}</Typography>
      </CardContent>
      <CardActions>
        <Button size="small" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="promotion-details">
          {t('details')}
        </Button>
      </CardActions>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{promotion.title}</DialogTitle>
        <DialogContent>
          {promotion.badge ? <Chip size="small" color="primary" label={promotion.badge} sx={{ fontWeight: 600, mb: 1 }} /> : null}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
            {period}
          </Typography>
          <Typography variant="body1" sx={{ mb: 1.5 }}>{promotion.summary}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {promotion.body}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('close')}</Button>
          <Button component={RouterLink} to={`${prefix}/deposit`} variant="contained" data-testid="promotion-cta">
            {t('takePart')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
