import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { uploadKycDocuments } from '@/api/kycApi';
import { useAppDispatch } from '@/app/hooks';
import type { Kyc, KycDocument } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { KycStatusPill, useKycKindName } from '@/ui/kyc/KycStatusPill';
import { Button } from '@/ui/primitives/Button';
import { showToast } from '@/ui/toast';
import { checkFiles } from './fileChecks';
import { kycMessages } from './messages';

const sizeText = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * One kind of document: its status (with the reason when rejected), the files sent, and the upload. Chosen files are
 * checked here as the server will check them; the server's first message is shown when it refuses anyway.
 */
export function KycDocumentCard({
  document,
  rules,
  disabled,
}: {
  document: KycDocument;
  rules: Kyc['rules'];
  disabled: boolean;
}) {
  const t = useMessages(kycMessages);
  const kindName = useKycKindName();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const { kind, status } = document;
  // A rejected kind starts a new submission: the rejected files no longer count.
  const kept = status === 'rejected' ? 0 : document.files.length;
  const open = status !== 'approved';
  const id = `kyc-${kind}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = await checkFiles(chosen, rules, kept);
    if (problem) {
      const { key, ...values } = problem;
      setError(t(key, values));
      return;
    }
    setLoading(true);
    const result = await dispatch(uploadKycDocuments(kind, chosen));
    setLoading(false);
    if (result.ok) {
      showToast(t('sent'), 'success');
      setChosen([]);
      setError(null);
      if (input.current) input.current.value = '';
    } else {
      setError(result.fieldErrors.files ?? result.fieldErrors.kind ?? (result.message || t('failed')));
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
      data-testid={id}
      data-status={status}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {kindName(kind)}
        </Typography>
        <KycStatusPill status={status} testId={`${id}-status`} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t(`${kind}Help`)}
      </Typography>
      {kind === 'payment_method' ? (
        <Typography variant="caption" color="text.secondary">
          {t('optional')}
        </Typography>
      ) : null}
      {status === 'rejected' ? (
        <Alert severity="error" data-testid={`${id}-reason`}>
          {t('rejectedReason', { reason: document.reason ?? '' })} {t('rejectedAgain')}
        </Alert>
      ) : null}
      {status === 'approved' ? <Alert severity="success">{t('approvedNote')}</Alert> : null}
      {status !== 'rejected' && document.files.length > 0 ? (
        <Box>
          <Typography variant="subtitle2">{t('files')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {document.files.map((file) => (
              <Box
                component="li"
                key={file.id}
                sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0, py: 0.25 }}
              >
                <DescriptionIcon fontSize="small" color="action" />
                <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={file.name}>
                  {file.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {sizeText(file.size)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
      {open ? (
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ mt: 'auto', display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <input
            ref={input}
            id={`${id}-input`}
            type="file"
            multiple
            hidden
            accept={rules.types.join(',')}
            disabled={disabled}
            data-testid={`${id}-input`}
            onChange={(event) => {
              setChosen(Array.from(event.target.files ?? []));
              setError(null);
            }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={disabled}
              onClick={() => input.current?.click()}
              aria-describedby={`${id}-rules`}
            >
              {t('choose')}
            </Button>
            <Button type="submit" variant="contained" disabled={disabled || isLoading} data-testid={`${id}-send`}>
              {isLoading ? t('sending') : t('send')}
            </Button>
          </Stack>
          {chosen.length > 0 ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid={`${id}-chosen`}>
              {t('chosen', { names: chosen.map((f) => f.name).join(', ') })}
            </Typography>
          ) : null}
          <FormHelperText id={`${id}-rules`} error={error !== null} data-testid={`${id}-error`} sx={{ mx: 0 }}>
            {error ?? t('rules', { size: rules.max_file_bytes / (1024 * 1024), max: rules.max_files })}
          </FormHelperText>
        </Box>
      ) : null}
    </Paper>
  );
}
