import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { homeOf, useGeneration } from '@/ui/navigation/generation';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn, selectUser } from '@/session/authSelectors';
import { useMessages } from '@/i18n/useMessages';
import { formatMoney } from '@/ui/format';
import { rgMessages } from './messages';
import { useGetResponsibleGamingQuery } from './rgApi';
import { Button } from '@/ui/primitives/Button';

/** "1 h 5 min" / "12 min" for a span in milliseconds. */
export function sessionDuration(ms: number, words: { hoursMinutes: string; onlyMinutes: string }): string {
  const total = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return (hours > 0 ? words.hoursMinutes : words.onlyMinutes)
    .replace('{hours}', String(hours))
    .replace('{minutes}', String(minutes));
}

/**
 * The reality check, mounted once for the whole app: every N minutes (the player's setting) a dialog shows how
 * long this session has lasted and its net result (fresh from the server), with continue / stop playing.
 * The timer restarts on "continue"; "stop playing" leaves the game for the home page.
 */
export default function RealityCheck() {
  const t = useMessages(rgMessages);
  const navigate = useNavigate();
  const generation = useGeneration();
  const signedIn = useAppSelector(selectIsSignedIn);
  const currency = useAppSelector((state) => selectUser(state)?.currency.code) ?? 'USD'; // the code only: a balance push must not re-render this
  const overview = useGetResponsibleGamingQuery(signedIn ? undefined : skipToken);
  const minutes = signedIn ? (overview.data?.reality_check_minutes ?? null) : null;
  // When the dialog opened (null while closed): the session's length is measured at that moment.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const open = openedAt !== null;
  const [round, setRound] = useState(0);
  const { refetch } = overview;

  useEffect(() => {
    if (minutes === null || open) return undefined;
    const timer = window.setTimeout(() => {
      void refetch();
      setOpenedAt(Date.now());
    }, minutes * 60_000);
    return () => window.clearTimeout(timer);
  }, [minutes, open, round, refetch]);

  if (openedAt === null || !overview.data || minutes === null) return null;
  const { session } = overview.data;
  const close = () => {
    setOpenedAt(null);
    setRound((r) => r + 1);
  };
  return (
    <Dialog open onClose={close} aria-labelledby="reality-check-title" data-testid="reality-check">
      <DialogTitle id="reality-check-title">{t('realityDialogTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('realityDialogTime', {
            duration: sessionDuration(openedAt - Date.parse(session.started_at), {
              hoursMinutes: t('hoursMinutes'),
              onlyMinutes: t('onlyMinutes'),
            }),
          })}
        </DialogContentText>
        <DialogContentText data-testid="reality-check-result">
          {t('realityDialogResult', { result: formatMoney(session.net_result, currency) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            close();
            void navigate(homeOf(generation));
          }}
        >
          {t('stopPlaying')}
        </Button>
        <Button variant="contained" onClick={close} autoFocus>
          {t('continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
