import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { use, type ReactNode } from 'react';
import { useMessages } from '@/i18n/useMessages';
import { AccountGate } from '@/session/AccountGate';
import { PageHeader } from '@/ui/components/PageHeader';
import { LanguageSwitch } from '@/session/LanguageSwitch';
import { PasswordForm } from './PasswordForm';
import { settingsMessages } from './messages';
import { SettingsSlotsContext } from './settingsSlots';

/** One titled block of the settings page. */
function SettingsBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /settings: interface language (for everyone), password change and Telegram linking (signed-in users). */
export default function SettingsScreen() {
  const t = useMessages(settingsMessages);
  const { TelegramLink, AccountSecurity, WinsPrivacy } = use(SettingsSlotsContext);
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader title={t('title')} />
      <Stack spacing={3}>
        <SettingsBlock id="settings-language" title={t('language')}>
          <LanguageSwitch label={t('language')} variant="full" />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('languageHint')}
          </Typography>
        </SettingsBlock>
        <AccountGate guestText={t('guestPassword')}>
          <SettingsBlock id="settings-password" title={t('password')}>
            <PasswordForm />
          </SettingsBlock>
          {TelegramLink ? (
            <SettingsBlock id="settings-telegram" title={t('telegram')}>
              <TelegramLink />
            </SettingsBlock>
          ) : null}
          {AccountSecurity ? <AccountSecurity Block={SettingsBlock} /> : null}
          {WinsPrivacy ? (
            <SettingsBlock id="settings-wins-feed" title={t('winsFeed')}>
              <WinsPrivacy />
            </SettingsBlock>
          ) : null}
        </AccountGate>
      </Stack>
    </Box>
  );
}
