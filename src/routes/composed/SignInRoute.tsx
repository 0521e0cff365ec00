import SignInScreen from '@/features/auth/screens/SignInScreen';
import { WithAuthSlots } from './authSlots';

/** /v1/sign-in, its slots filled. */
export default function SignInRoute() {
  return (
    <WithAuthSlots>
      <SignInScreen />
    </WithAuthSlots>
  );
}
