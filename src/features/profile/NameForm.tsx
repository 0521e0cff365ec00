import { useState, type FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAppDispatch } from '@/app/hooks';
import { baseApi } from '@/api/baseApi';
import { toApiError } from '@/api/errors';
import { useMessages } from '@/i18n/useMessages';
import { showToast } from '@/ui/toast';
import { profileMessages } from './messages';
import { useUpdateProfileNameMutation } from './profileApi';
import { Button } from '@/ui/primitives/Button';

/** Edits the display name; the server's field message shows under the input. */
export function NameForm({ name }: { name: string }) {
  const t = useMessages(profileMessages);
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateProfileNameMutation();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const answer = await update(value.trim());
    if ('data' in answer && answer.data) {
      setError(null);
      // The auth feature's live GET /auth/user refreshes the user everywhere.
      dispatch(baseApi.util.invalidateTags(['User']));
      showToast(t('saved'), 'success');
      return;
    }
    const apiError = toApiError('error' in answer ? answer.error : undefined);
    setError(apiError?.fieldErrors.name ?? apiError?.message ?? null);
  };

  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <TextField
        name="name"
        // The profile row already shows «Имя» as the visible label.
        slotProps={{ htmlInput: { maxLength: 64, 'aria-label': t('name') } }}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
        autoComplete="nickname"
        size="small"
        sx={{ flexGrow: 1 }}
      />
      <Button
        type="submit"
        variant="contained"
        sx={{ flexShrink: 0, whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        disabled={isLoading || value.trim() === '' || value.trim() === name}
      >
        {t('save')}
      </Button>
    </Stack>
  );
}
