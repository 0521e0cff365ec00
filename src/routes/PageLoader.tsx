import Box from '@mui/material/Box';
import { Spinner } from '@/ui/primitives/Spinner';

/** The spinner shown while a lazy screen or the start-up user fetch is on its way. */
export function PageLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }} role="progressbar" aria-busy="true">
      <Spinner size={32} />
    </Box>
  );
}
