import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMessages } from '@/i18n/useMessages';
import { Spinner } from '@/ui/primitives/Spinner';
import { stateMessages } from '@/ui/messages/stateMessages';

/** A spinner announcing «Загрузка…»: the look of something on its way when no skeleton fits. */
export function Loading() {
  const t = useMessages(stateMessages);
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
      <Spinner size={24} />
      <Typography>{t('loading')}</Typography>
    </Box>
  );
}
