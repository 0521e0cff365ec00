import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Loading } from '@/ui/components/Loading';
import { SignInPrompt } from '@/ui/components/SignInPrompt';
import { selectAuthStatus } from './authSelectors';

/**
 * Shows its children to a signed-in user, a sign-in prompt to a guest, and a spinner while the
 * start-up user fetch has not answered yet (so a signed-in player never sees the prompt flash).
 */
export function AccountGate({ guestText, children }: { guestText: string; children: ReactNode }) {
  const status = useSelector(selectAuthStatus);
  if (status === 'signedIn') return <>{children}</>;
  if (status === 'signedOut') return <SignInPrompt reason={guestText} />;
  return <Loading />;
}
