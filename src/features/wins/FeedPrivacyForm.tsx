import { useState, type FormEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FeedPrivacy } from '@/api/types';
import { toApiError } from '@/api/errors';
import { useMessages } from '@/i18n/useMessages';
import { Loading } from '@/ui/components/Loading';
import { Button } from '@/ui/primitives/Button';
import { showToast } from '@/ui/toast';
import { winsMessages } from './messages';
import { useGetFeedPrivacyQuery, useUpdateFeedPrivacyMutation } from './winsApi';

/** The form over a loaded privacy: public name, hide my name, hide my wins. */
function PrivacyForm({ saved }: { saved: FeedPrivacy }) {
  const t = useMessages(winsMessages);
  const [update, { isLoading }] = useUpdateFeedPrivacyMutation();
  const [name, setName] = useState(saved.public_name ?? '');
  const [hideName, setHideName] = useState(saved.hide_name);
  const [hideWins, setHideWins] = useState(saved.hide_wins);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const answer = await update({ public_name: name.trim() || null, hide_name: hideName, hide_wins: hideWins });
    if ('data' in answer && answer.data) {
      setError(null);
      setName(answer.data.public_name ?? '');
      showToast(t('saved'), 'success');
      return;
    }
    const apiError = toApiError('error' in answer ? answer.error : undefined);
    setError(apiError?.fieldErrors.public_name ?? apiError?.message ?? null);
  };

  return (
    <Stack component="form" spacing={1} onSubmit={(event) => void submit(event)} noValidate>
      <Typography variant="body2" color="text.secondary">
        {t('privacyHint')}
      </Typography>
      <TextField
        name="public_name"
        label={t('publicName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error !== null}
        helperText={error ?? t('publicNameHint')}
        slotProps={{ htmlInput: { maxLength: 24 } }}
        autoComplete="off"
        size="small"
        sx={{ maxWidth: 360, mt: 1 }}
      />
      <FormControlLabel
        control={<Checkbox checked={hideName} onChange={(event) => setHideName(event.target.checked)} />}
        label={t('hideName')}
      />
      <FormControlLabel
        control={<Checkbox checked={hideWins} onChange={(event) => setHideWins(event.target.checked)} />}
        label={t('hideWins')}
      />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={isLoading}>
        {t('save')}
      </Button>
    </Stack>
  );
}

/** The settings block of the wins feed's privacy (signed-in players). */
export function FeedPrivacyForm() {
  const privacy = useGetFeedPrivacyQuery();
  if (!privacy.data) return <Loading />;
  return <PrivacyForm saved={privacy.data} />;
}
