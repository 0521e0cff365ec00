import { completeSignIn } from '@/session/sessionActions';
import { showToast } from '@/ui/toast';
import type { TelegramResult, TelegramSignInAnswer } from './telegramRequests';

/** What each way in (the Login Widget, the Mini App) does with the three outcomes of a Telegram sign-in. */
export interface TelegramAnswerHandlers {
  refused(message: string): void;
  challenged(challengeToken: string): void;
  /** after the session is stored and the welcome toast shown; `redirect` is the server's suggestion */
  signedIn(redirect: string | undefined): void;
}

/**
 * Follows the answer of POST /auth/telegram: a refusal, the two-factor code step, or a session (stored, then
 * welcomed with the server's message or `welcome`).
 */
export function followTelegramAnswer(
  result: TelegramResult<TelegramSignInAnswer>,
  dispatch: (signIn: ReturnType<typeof completeSignIn>) => unknown,
  welcome: string,
  on: TelegramAnswerHandlers,
): void {
  if (!result.ok) {
    on.refused(result.message);
    return;
  }
  if ('two_factor' in result.data) {
    on.challenged(result.data.challenge_token);
    return;
  }
  dispatch(completeSignIn(result.data.token, result.data.user));
  showToast(result.data.message || welcome, 'success');
  on.signedIn(result.data.redirect);
}
