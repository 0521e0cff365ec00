import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/ui/navigation/RouterLink';
import type { Promotion } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { useGeneration } from '@/ui/navigation/generation';
import { PromotionBadge } from './PromotionBadge';
import { sharedMessages } from '@/ui/messages/sharedMessages';
import { Button } from '@/ui/primitives/Button';

export interface PromotionDetailsDialogProps {
  promotion: Promotion;
  /** The dates line, as the card shows it. */
  period: string;
  titleId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * A promotion's details: the full text, as plain text, and a call to take part (the deposit page; a guest is
 * asked to sign in first, and comes back to it). Its own chunk: the dialog machinery (modal, focus trap,
 * transitions) loads with the first «Подробнее», not with every page that lists promotions.
 */
export default function PromotionDetailsDialog({
  promotion,
  period,
  titleId,
  open,
  onClose,
}: PromotionDetailsDialogProps) {
  const t = useMessages(sharedMessages);
  const prefix = useGeneration();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{promotion.title}</DialogTitle>
      <DialogContent>
        {promotion.badge ? <PromotionBadge label={promotion.badge} /> : null}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
          {period}
        </Typography>
        <Typography variant="body1" sx={{ mb: 1.5 }}>
          {promotion.summary}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {promotion.body}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button component={RouterLink} to={`${prefix}/deposit`} variant="contained" data-testid="promotion-cta">
          {t('takePart')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
