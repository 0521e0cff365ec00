import { AuthPage } from './AuthPage';

/** /v1/reset-password: the compact full-page form. */
export default function ResetPasswordScreen() {
  return <AuthPage kind="reset-password" />;
}
