import { AuthPage } from './AuthPage';

/** /v1/sign-in: the compact full-page form. */
export default function SignInScreen() {
  return <AuthPage kind="sign-in" />;
}
