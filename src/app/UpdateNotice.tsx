import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { defineMessages } from '@/i18n/messages';
import { useMessages } from '@/i18n/useMessages';
import { pollDeployedVersion } from './versionCheck';

const messages = defineMessages({
  ru: { newBuild: 'Вышла новая версия сайта', reload: 'Обновить' },
  en: { newBuild: 'A new version of the site is available', reload: 'Reload' },
});

/** Offers a reload when /version.json shows that a newer build was deployed (polling off when intervalMs is 0). */
export function UpdateNotice({ intervalMs }: { intervalMs: number }) {
  const t = useMessages(messages);
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (intervalMs <= 0) return undefined;
    return pollDeployedVersion({ running: __APP_VERSION__, intervalMs, onOtherBuild: () => setAvailable(true) });
  }, [intervalMs]);
  return (
    <Snackbar
      open={available}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={t('newBuild')}
      action={<Button color="primary" size="small" onClick={() => window.location.reload()}>{t('reload')}</Button>}
    />
  );
}
