import type { ReactNode } from 'react';
import { AuthSlotsContext, type AuthSlots } from '@/features/auth/authSlots';
import { TelegramWidgetSignIn } from '@/features/telegram/TelegramWidgetSignIn';

/** Telegram sign-in under the sign-in form. */
const authSlots: AuthSlots = { SignInAlternatives: TelegramWidgetSignIn };

/** The auth forms below, with their slots filled. */
export function WithAuthSlots({ children }: { children: ReactNode }) {
  return <AuthSlotsContext value={authSlots}>{children}</AuthSlotsContext>;
}
