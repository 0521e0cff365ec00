import AuthDialog from '@/features/auth/components/AuthDialog';
import type { AuthKind } from '@/features/auth/components/AuthPanel';
import { WithAuthSlots } from './authSlots';

/** The auth dialog over the home screen (first generation), its slots filled. */
export default function AuthDialogRoute({ kind }: { kind: AuthKind }) {
  return (
    <WithAuthSlots>
      <AuthDialog kind={kind} />
    </WithAuthSlots>
  );
}
