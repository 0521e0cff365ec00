import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMessages } from '@/i18n/useMessages';
import { verifyEmailMessages } from './messages';
import { useCountdown } from './useCountdown';
import { Button } from '@/ui/primitives/Button';

/** What one resend attempt answered: the server's message, whether it was sent, and the wait before the next one. */
export interface ResendOutcome {
  ok: boolean;
  message: string;
  /** Seconds until the next attempt is allowed (from `availableIn`, on success and on 429). */
  availableIn?: number | undefined;
}

export interface ResendVerificationButtonProps {
  onResend: () => Promise<ResendOutcome>;
  /** Seconds to wait before the first attempt (e.g. right after sign-up). */
  initialWait?: number;
  /** The server's wait when the page opened (`availableIn`); undefined while it is being asked (the button waits). */
  serverWait?: number | undefined;
  /** True while the server's wait is being asked. */
  waitPending?: boolean;
}

/** The resend button: sends, shows the server's answer, and stays disabled while counting down `availableIn`. */
export function ResendVerificationButton({
  onResend,
  initialWait = 0,
  serverWait,
  waitPending = false,
}: ResendVerificationButtonProps) {
  const t = useMessages(verifyEmailMessages);
  const { secondsLeft, start } = useCountdown(initialWait);
  useEffect(() => {
    if (serverWait !== undefined) start(serverWait);
  }, [serverWait, start]);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);

  const resend = async () => {
    setSending(true);
    try {
      const result = await onResend();
      setOutcome(result);
      if (result.availableIn !== undefined) start(result.availableIn);
    } finally {
      setSending(false);
    }
  };

  let label = t('resend');
  if (sending) label = t('sending');
  else if (secondsLeft > 0) label = t('resendIn', { seconds: secondsLeft });

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        disabled={sending || waitPending || secondsLeft > 0}
        onClick={() => void resend()}
        data-testid="resend-verification"
      >
        {label}
      </Button>
      {outcome ? (
        <Alert severity={outcome.ok ? 'success' : 'warning'} role="status">
          {outcome.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
