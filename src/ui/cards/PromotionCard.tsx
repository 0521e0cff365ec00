import { useId, useState } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { lazyPart } from '@/ui/lazyRetrying';
import type { Promotion } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { formatDay } from '@/ui/format/date';
import { buttonSx } from '@/ui/primitives/buttonLook';
import { PromotionBadge } from './PromotionBadge';
import { sharedMessages } from '@/ui/messages/sharedMessages';

const loadDetails = () => import(/* webpackChunkName: "promotion-details" */ './PromotionDetailsDialog');
const PromotionDetailsDialog = lazyPart(loadDetails);
// A failed early download is retried by `lazy` when the dialog opens.
const preloadDetails = (): void => void loadDetails().catch(() => undefined);

/**
 * One promotion: badge, title, dates and summary; «Подробнее» opens its details (the full text, as plain text) with
 * a call to take part: the deposit page (a guest is asked to sign in first, and comes back to it).
 */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const t = useMessages(sharedMessages);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog can play its closing transition.
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const period = promotion.ends_at
    ? `${t('from', { date: formatDay(promotion.starts_at) })} ${t('until', { date: formatDay(promotion.ends_at) })}`
    : `${t('from', { date: formatDay(promotion.starts_at) })} · ${t('always')}`;
  return (
    <Card
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', listStyle: 'none' }}
      data-testid="promotion-card"
    >
      <CardContent sx={{ flexGrow: 1 }}>
        {promotion.badge ? <PromotionBadge label={promotion.badge} /> : null}
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'break-word', mb: 0.5 }}>
          {promotion.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {period}
        </Typography>
        <Typography variant="body2">{promotion.summary}</Typography>
      </CardContent>
      <CardActions>
        <ButtonBase
          focusRipple
          aria-haspopup="dialog"
          // Pointing at or focusing the button starts the dialog's download, so a click rarely waits for it.
          onPointerEnter={preloadDetails}
          onFocus={preloadDetails}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          data-testid="promotion-details"
          sx={buttonSx({ size: 'small' })}
        >
          {t('details')}
        </ButtonBase>
      </CardActions>
      {opened ? (
        <PromotionDetailsDialog
          promotion={promotion}
          period={period}
          titleId={titleId}
          open={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Card>
  );
}
