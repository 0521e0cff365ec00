import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMessages } from '@/i18n/useMessages';
import { Button } from '@/ui/primitives/Button';
import { rgMessages } from './messages';

/** One choice of a time-out or exclusion period. */
export interface ExclusionChoice {
  value: string;
  label: string;
}

export interface ExclusionCardProps {
  title: string;
  help: string;
  choices: readonly ExclusionChoice[];
  action: string;
  /** The confirm dialog's text for the chosen period's label. */
  confirmText: (label: string) => string;
  busy: boolean;
  /** Not the player's to change now (an administrator acting as them): the period and the action are disabled. */
  disabled?: boolean;
  testId: string;
  onConfirm: (value: string) => void;
}

/** A time-out or self-exclusion: pick a period, then confirm in a dialog (it cannot be undone). */
export function ExclusionCard(props: ExclusionCardProps) {
  const { title, help, choices, action, confirmText, busy, disabled = false, testId, onConfirm } = props;
  const t = useMessages(rgMessages);
  const [value, setValue] = useState(choices[0]?.value ?? '');
  const [confirming, setConfirming] = useState(false);
  const label = choices.find((c) => c.value === value)?.label ?? value;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {help}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <TextField
          select
          size="small"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          disabled={disabled}
          slotProps={{ htmlInput: { 'aria-label': title } }}
          sx={{ minWidth: 0, flex: '1 1 140px' }}
        >
          {choices.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          color="warning"
          onClick={() => setConfirming(true)}
          disabled={busy || disabled}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {action}
        </Button>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`${testId}-confirm-title`}>
        <DialogTitle id={`${testId}-confirm-title`}>{t('confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirmText(label)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('cancel')}</Button>
          <Button
            color="warning"
            variant="contained"
            disabled={busy}
            data-testid={`${testId}-confirm`}
            onClick={() => {
              setConfirming(false);
              onConfirm(value);
            }}
          >
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
