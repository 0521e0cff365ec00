import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import type { Promotion } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { formatDay } from '@/ui/format';
import { sharedMessages } from './sharedMessages';

/** One promotion: badge, title, dates and summary; the full text unfolds on demand (as plain text). */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const t = useMessages(sharedMessages);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
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
        <Collapse in={open} id={bodyId}>
          <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>
            {promotion.body}
          </Typography>
        </Collapse>
      </CardContent>
      <CardActions>
        <Button size="small" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((v) => !v)}>
          {t('details')}
        </Button>
      </CardActions>
    </Card>
  );
}
