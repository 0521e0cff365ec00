import { use, useMemo, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import { useAppSelector, useAppStore } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import { useMessages } from '@/i18n/useMessages';
import { errorMessage, showToast } from '@/ui/toast';
import { createReport, GUEST_UPLOAD_BUDGET, UPLOAD_BUDGET } from '@/diagnostics/createReport';
import { selectIsSignedIn } from '@/session/authSelectors';
import { downloadTextFile } from '@/ui/download/downloadTextFile';
import { reportFileName, serializeReportFile } from '@/diagnostics/logFormat';
import { reportingMessages } from './messages';
import { closeReportDialog } from './reportDialogControl';
import { appVersion, formatSize } from '@/diagnostics/reportMeta';
import { useSendBugReportMutation } from './reportingApi';
import { Button } from '@/ui/primitives/Button';

/** The "report a problem" dialog: a description, then download the action log file or send it to support. */
export default function ReportProblemDialog() {
  const t = useMessages(reportingMessages);
  const store = useAppStore();
  const locale = useAppSelector(selectLocale);
  const signedIn = useAppSelector(selectIsSignedIn);
  const [description, setDescription] = useState('');
  const [missingDescription, setMissingDescription] = useState(false);
  const [sendReport, { isLoading: sending }] = useSendBugReportMutation();
  // The recorder's chunk is loaded with the dialog the first time it opens (suspending it until then).
  const recorder = use(store.recorder.load());
  // Counted once per opening: the dialog itself dispatches nothing until a button is pressed.
  const stats = useMemo(() => recorder.stats(), [recorder]);
  const route = typeof window === 'undefined' ? '' : window.location.pathname;
  // The shortcut means something only where there is a keyboard: not on a phone or tablet (a coarse pointer).
  const hasKeyboard = useMediaQuery('(pointer: fine)', { noSsr: true });

  const download = () => {
    const file = createReport(recorder, { description, locale });
    downloadTextFile(reportFileName(file.report.createdAt), serializeReportFile(file));
    showToast(t('downloaded'), 'success');
  };

  const send = async () => {
    if (!description.trim()) {
      setMissingDescription(true);
      return;
    }
    try {
      const maxBytes = signedIn ? UPLOAD_BUDGET : GUEST_UPLOAD_BUDGET;
      const report = createReport(recorder, { description, locale, maxBytes });
      const { id } = await sendReport({ description: description.trim(), report }).unwrap();
      showToast(t('sent', { id }), 'success');
      setDescription('');
      closeReportDialog();
    } catch (error) {
      showToast(t('sendFailed', { message: errorMessage(error, '—') }), 'error');
    }
  };

  return (
    <Dialog
      open
      onClose={closeReportDialog}
      fullWidth
      maxWidth="sm"
      aria-labelledby="report-problem-title"
      data-testid="report-problem-dialog"
    >
      <DialogTitle id="report-problem-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('intro')}
          </Typography>
          <TextField
            label={t('descriptionLabel')}
            helperText={missingDescription ? t('descriptionRequired') : t('descriptionHelp')}
            error={missingDescription}
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              if (event.target.value.trim()) setMissingDescription(false);
            }}
            multiline
            minRows={3}
            autoFocus
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          <Typography variant="caption" color="text.secondary" data-testid="report-problem-summary">
            {t('summary', { actions: stats.keptActions, size: formatSize(stats.bytes), version: appVersion(), route })}
            {stats.errors > 0 ? ` ${t('errorsSeen', { count: stats.errors })}` : ''}
          </Typography>
          {hasKeyboard ? (
            <Typography variant="caption" color="text.secondary" data-testid="report-problem-shortcut">
              {t('shortcutHint')}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={closeReportDialog}>{t('close')}</Button>
        {/* Sending to support is what the dialog is for; the file is for QA and is secondary. */}
        <Button variant="outlined" onClick={download}>
          {t('download')}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={sending}>
          {sending ? t('sending') : t('send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
