import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@/ui/primitives/Button';
import { RouterLink } from './RouterLink';

/** The small "back to the list" link at the top of a detail page (a tournament, a jackpot) and on its not-found state. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} size="small">
      {label}
    </Button>
  );
}
