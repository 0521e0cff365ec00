import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The spinner shown while a lazy screen or the start-up user fetch is on its way. */
export function PageLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }} role="progressbar" aria-busy="true">
      <CircularProgress size={32} />
    </Box>
  );
}
