import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { homeOf, useGeneration } from '@/ui/navigation/generation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMessages } from '@/i18n/useMessages';
import { closeMessages } from './messages';
import { hasLiveOpener, notifyOpenerAndClose } from './notifyOpener';
import { Button } from '@/ui/primitives/Button';

/** /close/:id (close layout): tells the opening window the flow `id` is over and closes itself. */
export default function CloseScreen() {
  const t = useMessages(closeMessages);
  const { id = '' } = useParams();
  const [hasOpener] = useState(() => hasLiveOpener(window));
  useEffect(() => {
    notifyOpenerAndClose(window, id);
  }, [id]);
  const home = homeOf(useGeneration());
  return (
    <Box component="section" aria-labelledby="close-title" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography id="close-title" variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 3 }} role="status">
        {hasOpener ? t('closing') : t('noOpener')}
      </Typography>
      {hasOpener ? null : (
        <Button variant="contained" component={RouterLink} to={home}>
          {t('home')}
        </Button>
      )}
    </Box>
  );
}
