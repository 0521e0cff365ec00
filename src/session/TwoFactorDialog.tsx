import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { TwoFactorStep } from './TwoFactorStep';

/**
 * The code step of a Telegram sign-in (docs/account-security.md), in a dialog over the page that started it: the
 * Login Widget under the sign-in form, or full screen in the Mini App. Loaded only when a challenge arrives.
 */
export default function TwoFactorDialog({
  challengeToken,
  fullScreen = false,
  onClose,
  onSignedIn,
}: {
  challengeToken: string;
  fullScreen?: boolean;
  onClose: () => void;
  onSignedIn: () => void;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogContent>
        <TwoFactorStep challengeToken={challengeToken} onCancel={onClose} onSignedIn={onSignedIn} />
      </DialogContent>
    </Dialog>
  );
}
