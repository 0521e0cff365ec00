import Snackbar from '@mui/material/Snackbar';
import { defineMessages } from '@/i18n/messages';
import { useMessages } from '@/i18n/useMessages';
import { Button } from '@/ui/primitives/Button';

const messages = defineMessages({
  ru: { newBuild: 'Вышла новая версия сайта', reload: 'Обновить' },
  en: { newBuild: 'A new version of the site is available', reload: 'Reload' },
});

/** «A new version is available» with a reload button (bottom-left, stays until used). */
export default function UpdateSnackbar() {
  const t = useMessages(messages);
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={t('newBuild')}
      action={
        <Button color="primary" size="small" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      }
    />
  );
}
