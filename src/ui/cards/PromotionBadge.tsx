import Box from '@mui/material/Box';
import { pillSx } from '@/ui/primitives/pillLook';

const badgeSx = [pillSx({ variant: 'filled', color: 'primary', size: 'small' }), { fontWeight: 600, mb: 1 }] as const;

/** A promotion's badge («Новым игрокам»): a small gold pill above its title, on the card and in its details. */
export function PromotionBadge({ label }: { label: string }) {
  return (
    <Box component="span" sx={badgeSx}>
      {label}
    </Box>
  );
}
