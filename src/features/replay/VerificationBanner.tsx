import Alert from '@mui/material/Alert';
import { useMessages } from '@/i18n/useMessages';
import { replayMessages } from './messages';
import type { Replay } from './replayLog';

/** Verification banner: whether folding the actions reproduced every recorded checkpoint. */
export function VerificationBanner({ replay }: { replay: Replay }) {
  const t = useMessages(replayMessages);
  const { verification, foldError } = replay;
  if (foldError)
    return (
      <Alert severity="error" data-testid="replay-verification">
        {t('foldFailed', { error: foldError })}
      </Alert>
    );
  const failed = verification.checks.find((c) => !c.ok);
  if (failed) {
    const path = failed.differences.map((d) => d.path).join(', ');
    return (
      <Alert severity="error" data-testid="replay-verification">
        {t('verifiedFailed', { index: failed.index, path })}
      </Alert>
    );
  }
  if (verification.checked === 0)
    return (
      <Alert severity="warning" data-testid="replay-verification">
        {t('verifiedNone')}
      </Alert>
    );
  return (
    <Alert severity="success" data-testid="replay-verification" data-verified="true">
      {t('verifiedOk', { actions: replay.length, checked: verification.checked })}
    </Alert>
  );
}
