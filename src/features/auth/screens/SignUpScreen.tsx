import { AuthPage } from './AuthPage';

/** /v1/sign-up: the compact full-page form. */
export default function SignUpScreen() {
  return <AuthPage kind="sign-up" />;
}
