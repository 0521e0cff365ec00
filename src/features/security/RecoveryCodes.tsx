import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMessages } from '@/i18n/useMessages';
import { downloadTextFile } from '@/ui/download/downloadTextFile';
import { Button } from '@/ui/primitives/Button';
import { securityMessages } from './messages';

/** The ten recovery codes, shown once right after two-factor sign-in was turned on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useMessages(securityMessages);
  return (
    <Box data-testid="recovery-codes" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {t('recoveryTitle')}
      </Typography>
      <Alert severity="warning" sx={{ my: 1 }}>
        {t('recoveryHint')}
      </Alert>
      <Box
        component="ol"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, auto)' },
          gap: 1,
          listStyle: 'none',
          p: 0,
          m: 0,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => downloadTextFile('recovery-codes.txt', `${codes.join('\n')}\n`)}>
          {t('download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('done')}
        </Button>
      </Stack>
    </Box>
  );
}
