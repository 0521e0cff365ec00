import Box from '@mui/material/Box';
import { Pill } from '@/ui/primitives/Pill';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ComputerIcon from '@mui/icons-material/Computer';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import TabletIcon from '@mui/icons-material/TabletMac';
import type { AccountSession } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { formatDate } from '@/ui/format/date';
import { Loading } from '@/ui/components/Loading';
import { Button } from '@/ui/primitives/Button';
import { showToast } from '@/ui/toast';
import { securityMessages } from './messages';
import { useListSessionsQuery, useSignOutOtherSessionsMutation, useSignOutSessionMutation } from './securityApi';

const DEVICE_ICONS = { mobile: SmartphoneIcon, tablet: TabletIcon } as const;

/** Waits for a sign-out request and says in a toast whether it went through. */
function toastOutcome(request: { unwrap(): Promise<unknown> }, done: string, failed: string): void {
  void request.unwrap().then(
    () => showToast(done, 'success'),
    () => showToast(failed, 'error'),
  );
}

/** One session: what browser on what system, from where, when it was last used; a sign-out button for the others. */
function SessionRow({ session }: { session: AccountSession }) {
  const t = useMessages(securityMessages);
  const [signOut, { isLoading }] = useSignOutSessionMutation();
  const Icon = DEVICE_ICONS[session.device as keyof typeof DEVICE_ICONS] ?? ComputerIcon;
  const what = [session.browser ?? t('unknownBrowser'), session.os].filter(Boolean).join(', ');
  return (
    <Stack
      component="li"
      direction="row"
      data-testid="session-row"
      data-current={session.current}
      sx={{ gap: 2, alignItems: 'center', py: 1.5, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap' }}
    >
      <Icon color="action" aria-hidden />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="body1" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {what}
          {session.current ? <Pill size="small" color="success" label={t('thisDevice')} /> : null}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {session.ip ?? t('unknownPlace')} · {t('lastUsed', { when: formatDate(session.last_used_at) })}
        </Typography>
      </Box>
      {session.current ? null : (
        <Button
          variant="outlined"
          size="small"
          disabled={isLoading}
          onClick={() => toastOutcome(signOut(session.id), t('signedOutOne'), t('networkError'))}
        >
          {t('signOut')}
        </Button>
      )}
    </Stack>
  );
}

/** The «Active sessions» block: every signed-in session of the account, and signing out one or all the others. */
export function SessionsSection() {
  const t = useMessages(securityMessages);
  const sessions = useListSessionsQuery();
  const [signOutOthers, othersState] = useSignOutOtherSessionsMutation();
  if (sessions.isError) return <Typography color="error">{t('loadFailed')}</Typography>;
  if (!sessions.data) return <Loading />;
  const others = sessions.data.filter((s) => !s.current).length;
  return (
    <Box data-testid="sessions">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('sessionsHint')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </Box>
      {others > 0 ? (
        <Button
          variant="outlined"
          color="error"
          sx={{ mt: 2 }}
          disabled={othersState.isLoading}
          onClick={() => toastOutcome(signOutOthers(), t('signedOutOthers'), t('networkError'))}
        >
          {t('signOutOthers')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('noOthers')}
        </Typography>
      )}
    </Box>
  );
}
