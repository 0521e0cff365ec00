import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { accountScreen } from '@/session/AccountPage';
import { copyToClipboard } from '@/ui/clipboard';
import { formatDate, formatMoney } from '@/ui/format';
import { SoftBreaks, urlParts } from '@/ui/components/SoftBreaks';
import { profileMessages } from './messages';
import { NameForm } from './NameForm';
import { Button } from '@/ui/primitives/Button';
import { Pill } from '@/ui/primitives/Pill';
import { TextLink } from '@/ui/primitives/TextLink';
import { selectLocale } from '@/i18n/localeSlice';
import { useGeneration } from '@/ui/navigation/generation';

/** A label and its value, one row of the profile card. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        gap: { xs: 0.5, sm: 2 },
        py: 1.5,
        alignItems: 'center',
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Typography color="text.secondary" component="dt">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** The signed-in user's details. */
function ProfileCard() {
  const t = useMessages(profileMessages);
  const user = useAppSelector((state) => state.auth.user);
  const locale = useAppSelector(selectLocale);
  const generation = useGeneration();
  if (!user) return null;
  const referralLink = user.referral_code ? `${window.location.origin}/r/${user.referral_code}` : null;
  return (
    <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 1 }}>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={t('email')}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography data-testid="profile-email">{user.email}</Typography>
            <Pill
              size="small"
              color={user.email_verified_at ? 'success' : 'warning'}
              label={user.email_verified_at ? t('verified') : t('notVerified')}
            />
          </Stack>
        </Row>
        <Row label={t('name')}>
          <NameForm key={user.name} name={user.name} />
        </Row>
        <Row label={t('currency')}>
          <Typography>{user.currency.code}</Typography>
        </Row>
        <Row label={t('balance')}>
          <Typography sx={{ fontWeight: 700 }}>{formatMoney(user.balance, user.currency.code)}</Typography>
        </Row>
        <Row label={t('memberSince')}>
          <Typography>{formatDate(user.created_at)}</Typography>
        </Row>
        <Row label={t('telegram')}>
          <Typography>{user.telegram_id !== null ? t('telegramLinked') : t('telegramNotLinked')}</Typography>
        </Row>
        {referralLink ? (
          <>
            <Row label={t('referral')}>
              <Typography
                component="code"
                data-testid="profile-referral-link"
                sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              >
                <SoftBreaks parts={urlParts(referralLink)} />
              </Typography>
              <Stack direction="row" useFlexGap spacing={2} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button size="small" onClick={() => void copyToClipboard(referralLink, locale)}>
                  {t('copy')}
                </Button>
                <TextLink to={`${generation}/referrals`}>{t('invitations')}</TextLink>
              </Stack>
            </Row>
          </>
        ) : null}
      </Box>
    </Paper>
  );
}

/** /profile (public): a guest is invited to sign in; a signed-in user sees and edits their account. */
export default accountScreen(profileMessages, ProfileCard, { maxWidth: 860 });
